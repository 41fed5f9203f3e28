import type enEmail from './catalogues/en/email.json';
import type enErrors from './catalogues/en/errors.json';
import type enExplain from './catalogues/en/explain.json';
import type enPdf from './catalogues/en/pdf.json';
import type enAuth from './catalogues/en/auth.json';
import type enDashboard from './catalogues/en/dashboard.json';
import type enDonate from './catalogues/en/donate.json';
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
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages';
import { createTranslator, type Messages, type Translator } from './translator';
import { WEB_NAMESPACES } from './web';

/**
 * The catalogues of the server side: `email` (notification-worker), `pdf` (reporting-worker),
 * `errors` (the gateway's error messages); the SPA's `explain` (the Why panel, days coming back,
 * the planner's explanation); the SPA's `web` (every page), `landing`, `auth`, `signInHelp` (the sign-in page's dialogs), `dashboard`, `calendar` (the year calendar and the status alert, which the landing page's demo
 * shares), `donate`,
 * `profile` (the Profile tab and the pages e-mail links open), `checks`, `planner`, `history`,
 * `transfer` (import, exports, calendar feed), `tutorial` (the dashboard's tutorial), `travellers` (the travellers card), `legal` and `admin`, loaded per page or with a
 * part's code through `@app/i18n/web` (ADR 0035). English is the source: its keys
 * are the keys of every language (`catalogues.spec.ts` checks it).
 */
export interface Catalogues {
  auth: typeof enAuth;
  dashboard: typeof enDashboard;
  donate: typeof enDonate;
  email: typeof enEmail;
  errors: typeof enErrors;
  explain: typeof enExplain;
  landing: typeof enLanding;
  pdf: typeof enPdf;
  profile: typeof enProfile;
  signInHelp: typeof enSignInHelp;
  calendar: typeof enCalendar;
  checks: typeof enChecks;
  planner: typeof enPlanner;
  history: typeof enHistory;
  transfer: typeof enTransfer;
  tutorial: typeof enTutorial;
  travellers: typeof enTravellers;
  legal: typeof enLegal;
  admin: typeof enAdmin;
  web: typeof enWeb;
}

export type Namespace = keyof Catalogues;

/** The server side's own namespaces; the SPA's are `WEB_NAMESPACES` (web.ts). */
const SERVER_NAMESPACES = ['email', 'errors', 'pdf'] as const satisfies readonly Namespace[];

export const NAMESPACES: readonly Namespace[] = [...SERVER_NAMESPACES, ...WEB_NAMESPACES];

/** A key of a namespace, e.g. `MessageKey<'email'>` = 'passwordReset.subject' | …. */
export type MessageKey<N extends Namespace> = keyof Catalogues[N] & string;

const loaded = new Map<string, Promise<Messages>>();

/**
 * The messages of one language and namespace, read on first use and kept: a process (or a page)
 * loads only the languages and namespaces it needs. The path is a template of an `import()`, so
 * a bundler (Vite) makes one chunk per catalogue and Node reads one JSON file.
 *
 * @example
 * const messages = await loadMessages('de', 'email');
 */
export function loadMessages<N extends Namespace>(
  language: LanguageCode,
  namespace: N,
): Promise<Messages<MessageKey<N>>> {
  const key = `${language}/${namespace}`;
  let messages = loaded.get(key);
  if (!messages) {
    messages = import(`./catalogues/${language}/${namespace}.json`).then(toMessages);
    loaded.set(key, messages);
    messages.catch(() => loaded.delete(key));
  }
  return messages as Promise<Messages<MessageKey<N>>>;
}

/**
 * A translator for one language and namespace.
 *
 * @example
 * const { t } = await loadTranslator('de', 'email');
 * t('passwordReset.subject', { product: 'Schengen Tracker' })
 */
export async function loadTranslator<N extends Namespace>(
  language: LanguageCode,
  namespace: N,
): Promise<Translator<MessageKey<N>>> {
  return createTranslator(language, await loadMessages(language, namespace));
}

/**
 * A translator for `language` when it is one of ours, else for English: what a job or an event
 * carries (null or absent when written before languages existed, or for a visitor).
 *
 * @example
 * const { t } = await loadTranslatorOrDefault(job.language, 'pdf');
 */
export function loadTranslatorOrDefault<N extends Namespace>(
  language: LanguageCode | null | undefined,
  namespace: N,
): Promise<Translator<MessageKey<N>>> {
  return loadTranslator(isLanguageCode(language) ? language : DEFAULT_LANGUAGE, namespace);
}

function toMessages(module: { default?: unknown }): Messages {
  const json: unknown = module.default ?? module;
  if (typeof json !== 'object' || json === null)
    throw new TypeError('A catalogue is a JSON object');
  for (const [key, value] of Object.entries(json)) {
    if (typeof value !== 'string') throw new TypeError(`Message "${key}" is not a string`);
  }
  return json as Messages;
}
