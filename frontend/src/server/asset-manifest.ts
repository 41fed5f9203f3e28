// What a page of the built SPA loads, read from the client build's manifest (Vite's
// dist/.vite/manifest.json): the server names the entry and the stylesheets in the page
// (src/server/assets.ts), and the JavaScript budget counts it (scripts/bundle-budget.mjs imports this file). Plain TypeScript
// without imports (but of types), so that Node runs it as it is in the build scripts.

import type { WebNamespace } from '@app/i18n/web';

/** One chunk of Vite's manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The SPA's entry in the browser (vite.config.ts). */
export const CLIENT_ENTRY = 'src/main.tsx';

/** The entry of the visitor's landing page, which hydrates without the app (docs/adr/0026). */
export const LANDING_ENTRY = 'src/landing-main.tsx';

/**
 * The message namespaces (libs/i18n/src/catalogues/<language>/<namespace>.json, docs/adr/0035) a
 * page loads beside `web` (every page's), by route module (app/router.tsx `handle`) and for the
 * visitor's landing page (`LANDING_PAGE`): the server loads them before it renders the page, the
 * browser before it hydrates it (or, inside the app, with the route's module), and the budget
 * counts them. A module not listed needs `web` alone.
 */
export const PAGE_CATALOGUES: Readonly<Record<string, readonly WebNamespace[]>> = {
  landing: ['landing'],
  'home-route': ['dashboard', 'calendar'],
  'auth-route': ['auth'],
  'reset-password-route': ['auth'],
  'dashboard-route': ['dashboard', 'calendar'],
  'donate-route': ['donate'],
  // The pages an e-mail's link opens: their texts are the profile's (`profile.*`).
  'unsubscribe-route': ['profile'],
  'confirm-email-route': ['profile'],
  'legal-routes': ['legal'],
  'admin-route': ['admin'],
};

/**
 * The namespaces of the dashboard's parts whose code loads after the page (hydratedLater,
 * renderedAfterStart, the tabs' module): each part loads its own with its code (`withCatalogues`,
 * lib/i18n/page-language.ts), so the page becomes interactive without them and the budget does not
 * count them; the web server, which renders those parts too, loads them before it renders.
 */
const DASHBOARD_PARTS: readonly WebNamespace[] = [
  'profile',
  'history',
  'transfer',
  'explain',
  'checks',
  'planner',
  'travellers',
];

/**
 * The namespaces of parts of a route module's page that load with their code, after the page
 * (beside PAGE_CATALOGUES, which the page needs before it is interactive).
 */
export const LATER_CATALOGUES: Readonly<Record<string, readonly WebNamespace[]>> = {
  // A visitor's `/` inside the app shows the landing page (app/routes/home-route.tsx).
  'home-route': [...DASHBOARD_PARTS, 'landing'],
  'dashboard-route': DASHBOARD_PARTS,
};

/** The key of the visitor's landing page in PAGE_CATALOGUES. */
export const LANDING_PAGE = 'landing';

/** The namespaces a page of the route modules `modules` (or `LANDING_PAGE`) renders with. */
export function pageNamespaces(modules: readonly string[]): WebNamespace[] {
  return [...new Set<WebNamespace>(['web', ...modules.flatMap((m) => PAGE_CATALOGUES[m] ?? [])])];
}

/**
 * The namespaces the web server renders a page of `modules` with: the page's own (pageNamespaces)
 * and its later parts' (LATER_CATALOGUES). Only the page's own go on `<html data-catalogues>`.
 */
export function renderNamespaces(modules: readonly string[]): WebNamespace[] {
  const later = modules.flatMap((m) => LATER_CATALOGUES[m] ?? []);
  return [...new Set<WebNamespace>([...pageNamespaces(modules), ...later])];
}

/** The manifest key of a route module named in the route table (app/router.tsx, `handle`). */
export function routeModuleKey(module: string): string {
  return `src/app/routes/${module}.tsx`;
}

/**
 * The language of a message catalogue's chunk (libs/i18n/src/catalogues/<language>/<namespace>.json,
 * one per language and namespace, docs/adr/0035), or null for any other chunk. A page loads its
 * own language's alone: they are counted apart (catalogueChunks), never as a page's imports.
 */
export function catalogueLanguage(key: string): string | null {
  return /(?:^|\/)libs\/i18n\/src\/catalogues\/([^/]+)\/[^/]+\.json$/.exec(key)?.[1] ?? null;
}

/**
 * The manifest keys of each language's catalogues of `namespaces` (a page's: pageNamespaces), by
 * language.
 */
export function catalogueChunks(
  manifest: Manifest,
  namespaces: readonly string[],
): Map<string, string[]> {
  const byLanguage = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const language = catalogueLanguage(key);
    const namespace = /([^/]+)\.json$/.exec(key)?.[1] ?? '';
    if (language && namespaces.includes(namespace)) {
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), key]);
    }
  }
  return byLanguage;
}

/** The manifest keys of `key` and everything it imports statically. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk || catalogueLanguage(key) !== null) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The manifest keys of the JavaScript a page of the entry `entryKey` loads before it is
 * interactive: the entry, the steps it imports dynamically before it hydrates (src/main.tsx and
 * src/landing-main.tsx await each of them) and everything those import statically. The page's
 * language's catalogue is one more (catalogueChunks), not among these keys.
 */
export function initialClosure(manifest: Manifest, entryKey = CLIENT_ENTRY): Set<string> {
  const entry = manifest[entryKey];
  if (!entry?.isEntry) throw new Error(`the Vite manifest has no entry ${entryKey}`);
  const seen = staticClosure(manifest, entryKey);
  for (const imported of entry.dynamicImports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The manifest keys the visitor's landing page loads before it is interactive: its own entry's
 * initial JavaScript (none of the app's).
 */
export function landingChunks(manifest: Manifest): string[] {
  return [...initialClosure(manifest, LANDING_ENTRY)];
}

/**
 * The manifest keys a page of the app with the route modules `modules` loads before it is
 * interactive: the app entry's initial JavaScript, then each module's static closure.
 */
export function pageChunks(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = initialClosure(manifest);
  for (const module of modules) {
    const key = routeModuleKey(module);
    if (!manifest[key]) throw new Error(`the Vite manifest has no ${key}`);
    staticClosure(manifest, key, seen);
  }
  return [...seen];
}

/** Whether a manifest key is a route module (src/app/routes/<name>-route(s).tsx). */
function isRouteModuleKey(key: string): boolean {
  return /^src\/app\/routes\/[^/]+-routes?\.tsx$/.test(key);
}

/**
 * The files (JavaScript, CSS, assets) pages of the route modules `modules` may ever load: the app
 * entry and the route modules with everything they import, statically or dynamically, but no
 * other route module (the router imports every route lazily). What the service worker keeps for
 * the pages that open offline (docs/adr/0038), so that it downloads none of the other pages' code.
 */
export function filesOfPages(manifest: Manifest, modules: readonly string[]): Set<string> {
  const wanted = new Set(modules.map(routeModuleKey));
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    if (isRouteModuleKey(key) && !wanted.has(key)) return;
    seen.add(key);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      visit(imported);
    }
  };
  for (const key of [CLIENT_ENTRY, ...wanted]) visit(key);
  const files = new Set<string>();
  for (const key of seen) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  return files;
}
