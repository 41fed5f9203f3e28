import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

import type enAuth from './catalogues/en/auth.json';
import type enDashboard from './catalogues/en/dashboard.json';
import type enDonate from './catalogues/en/donate.json';
import type enExplain from './catalogues/en/explain.json';
import type enLanding from './catalogues/en/landing.json';
import type enProfile from './catalogues/en/profile.json';
import type enCalendar from './catalogues/en/calendar.json';
import type enChecks from './catalogues/en/checks.json';
import type enPlanner from './catalogues/en/planner.json';
import type enHistory from './catalogues/en/history.json';
import type enTravellers from './catalogues/en/travellers.json';
import type enTutorial from './catalogues/en/tutorial.json';
import type enTransfer from './catalogues/en/transfer.json';
import type enLegal from './catalogues/en/legal.json';
import type enAdmin from './catalogues/en/admin.json';
import type enSignInHelp from './catalogues/en/signInHelp.json';
import type enWeb from './catalogues/en/web.json';
import { intlLocale } from './format';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode, type LanguageCode } from './languages';

export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguageCode,
  textDirection,
  type Language,
  type LanguageCode,
  type TextDirection,
} from './languages';
export { intlLocale, openGraphLocale } from './format';

/**
 * The SPA's side of the catalogues (ADR 0035): its namespaces, the cookie that keeps a visitor's
 * choice, and the loader of a language's messages, which keeps what has arrived for React.
 * A module of its own (`@app/i18n/web`), so that a page's bundle holds only this, `languages.ts`
 * and `format.ts`: no negotiation (the web server negotiates) and no ICU parser (the build
 * compiles the messages, frontend/vite.config.ts).
 */

/**
 * The namespaces of the SPA. `web` is every page's (the header, the footer, the language menu,
 * what every page may say); each other is a part's, loaded with the pages that show it
 * (frontend/src/server/asset-manifest.ts `PAGE_CATALOGUES`), so that a page downloads only its
 * language's messages of its own parts.
 */
export const WEB_NAMESPACES = [
  'web',
  'landing',
  'auth',
  'signInHelp',
  'dashboard',
  'calendar',
  'explain',
  'donate',
  'profile',
  'checks',
  'planner',
  'history',
  'transfer',
  'tutorial',
  'travellers',
  'legal',
  'admin',
] as const;

export type WebNamespace = (typeof WEB_NAMESPACES)[number];

/** Every message id of the SPA (the English catalogues' keys). */
export type WebMessageId =
  | keyof typeof enWeb
  | keyof typeof enLanding
  | keyof typeof enAuth
  | keyof typeof enSignInHelp
  | keyof typeof enDashboard
  | keyof typeof enCalendar
  | keyof typeof enExplain
  | keyof typeof enDonate
  | keyof typeof enProfile
  | keyof typeof enChecks
  | keyof typeof enPlanner
  | keyof typeof enHistory
  | keyof typeof enTransfer
  | keyof typeof enTutorial
  | keyof typeof enTravellers
  | keyof typeof enLegal
  | keyof typeof enAdmin;

/**
 * Messages by id: ICU text (tests, Node without the build) or the ASTs the build compiled them to
 * (the browser's and the web server's bundles).
 */
export type WebMessages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** The cookie that keeps the language a visitor chose in the language menu (a year). */
export const LANGUAGE_COOKIE = 'lang';

/** The `Set-Cookie`-style text the browser stores for a chosen language (`document.cookie`). */
export function languageCookie(language: LanguageCode): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The language a `Cookie` header (or `document.cookie`) keeps, when it is a supported one.
 *
 * @example
 * languageFromCookie('a=1; lang=de') // → 'de'
 */
export function languageFromCookie(cookieHeader: string | null | undefined): LanguageCode | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    return isLanguageCode(value) ? value : null;
  }
  return null;
}

// One template per namespace: the bundler makes one chunk per language of each.
const IMPORTS: Record<WebNamespace, (language: LanguageCode) => Promise<{ default: WebMessages }>> =
  {
    web: (language) => import(`./catalogues/${language}/web.json`),
    landing: (language) => import(`./catalogues/${language}/landing.json`),
    auth: (language) => import(`./catalogues/${language}/auth.json`),
    signInHelp: (language) => import(`./catalogues/${language}/signInHelp.json`),
    dashboard: (language) => import(`./catalogues/${language}/dashboard.json`),
    calendar: (language) => import(`./catalogues/${language}/calendar.json`),
    explain: (language) => import(`./catalogues/${language}/explain.json`),
    donate: (language) => import(`./catalogues/${language}/donate.json`),
    profile: (language) => import(`./catalogues/${language}/profile.json`),
    checks: (language) => import(`./catalogues/${language}/checks.json`),
    planner: (language) => import(`./catalogues/${language}/planner.json`),
    history: (language) => import(`./catalogues/${language}/history.json`),
    transfer: (language) => import(`./catalogues/${language}/transfer.json`),
    tutorial: (language) => import(`./catalogues/${language}/tutorial.json`),
    travellers: (language) => import(`./catalogues/${language}/travellers.json`),
    legal: (language) => import(`./catalogues/${language}/legal.json`),
    admin: (language) => import(`./catalogues/${language}/admin.json`),
  };

const requested = new Map<string, Promise<void>>();
const merged = new Map<LanguageCode, WebMessages>();
const listeners = new Set<() => void>();

/**
 * Adds one namespace's messages of a language to what `loadedMessages` answers (the loader's
 * step; tests give the English catalogues this way).
 */
export function addCatalogue(language: LanguageCode, messages: WebMessages): void {
  merged.set(language, { ...merged.get(language), ...messages } as WebMessages);
  for (const listener of listeners) listener();
}

/**
 * Fetches the namespaces of a language that are not here yet (each once), and adds them.
 *
 * @example
 * await loadCatalogues('de', ['web', 'auth']);
 */
export function loadCatalogues(
  language: LanguageCode,
  namespaces: readonly WebNamespace[],
): Promise<void> {
  const code = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  return Promise.all(
    namespaces.map((namespace) => {
      const key = `${code}/${namespace}`;
      let loading = requested.get(key);
      if (!loading) {
        loading = IMPORTS[namespace](code).then((module) => addCatalogue(code, module.default));
        requested.set(key, loading);
        loading.catch(() => requested.delete(key));
      }
      return loading;
    }),
  ).then(() => undefined);
}

/**
 * Every message of `language` loaded so far (one object until the next namespace arrives: a
 * snapshot for React's `useSyncExternalStore`).
 */
export function loadedMessages(language: LanguageCode): WebMessages {
  let messages = merged.get(language);
  if (!messages) {
    messages = {};
    merged.set(language, messages);
  }
  return messages;
}

/** Calls `listener` whenever a namespace arrives; returns the unsubscribe. */
export function subscribeToCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A list of namespaces as a page's document names them (`<html data-catalogues>`). */
export function parseNamespaces(text: string | null | undefined): WebNamespace[] {
  return (text ?? '')
    .split(/\s+/)
    .filter((name): name is WebNamespace => (WEB_NAMESPACES as readonly string[]).includes(name));
}

/**
 * The supported language whose `Intl` locale (`intlLocale`) is `tag`: a page's `<html lang>`
 * back to its language; English for anything else.
 *
 * @example
 * languageOfLocale('en-GB') // → 'en'
 * languageOfLocale('pt-BR') // → 'pt-BR'
 */
export function languageOfLocale(tag: string | null | undefined): LanguageCode {
  return LANGUAGES.find(({ code }) => intlLocale(code) === tag)?.code ?? DEFAULT_LANGUAGE;
}
