import {
  languageOfLocale,
  loadCatalogues,
  parseNamespaces,
  type WebNamespace,
} from '@app/i18n/web';

import type { PageLanguage } from './language-provider';

/** The attribute of `<html>` that names the page's namespaces (src/server/document.tsx). */
export const CATALOGUES_ATTRIBUTE = 'data-catalogues';

/**
 * The language the server rendered the page in (its `<html lang>`), once the namespaces it
 * rendered with (`<html data-catalogues>`) have arrived in that language: the browser hydrates
 * in the same language with the same messages, fetching only that language's (docs/adr/0035).
 * The entries (src/main.tsx, src/landing-main.tsx) start it beside their code.
 */
export async function loadPageLanguage(document: Document): Promise<PageLanguage> {
  const root = document.documentElement;
  const language = languageOfLocale(root.lang);
  const namespaces: WebNamespace[] = [
    'web',
    ...parseNamespaces(root.getAttribute(CATALOGUES_ATTRIBUTE)),
  ];
  await loadCatalogues(language, namespaces);
  return { language };
}

/**
 * In the browser: `namespaces` in the page's language, before a page of the app that needs them
 * renders (a route's module loads with them: app/router.tsx). On the server, which loads a
 * page's namespaces before it renders it, nothing.
 */
export function loadRouteCatalogues(namespaces: readonly WebNamespace[]): Promise<void> {
  if (typeof document === 'undefined' || namespaces.length === 0) return Promise.resolve();
  return loadCatalogues(languageOfLocale(document.documentElement.lang), namespaces);
}

/**
 * Code that renders text of `namespaces`, loaded with those messages in the page's language
 * (`loadRouteCatalogues`): resolves with the code once both have arrived.
 *
 * @example
 * const tabs = preloadModule(() => withCatalogues(() => import('./dashboard-tabs'), ['profile']));
 */
export async function withCatalogues<M>(
  load: () => Promise<M>,
  namespaces: readonly WebNamespace[],
): Promise<M> {
  const [loaded] = await Promise.all([load(), loadRouteCatalogues(namespaces)]);
  return loaded;
}
