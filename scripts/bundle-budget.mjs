// The SPA's JavaScript budget (issue #19): the JavaScript a browser must fetch before a page is
// interactive (the entry, the steps it imports before it hydrates, the route's module and
// everything they import statically: what the browser loads before it hydrates), gzip-compressed.
// The visitor's landing page has its own entry (docs/adr/0026): its row counts that entry's.
// scripts/build.mjs runs this after `vite build` and fails the build above it (so does `npm test`).
// Reads Vite's manifest (dist/.vite/manifest.json) with the web server's own reading of it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import {
  catalogueChunks,
  LANDING_PAGE,
  landingChunks,
  pageChunks,
  pageNamespaces,
} from '../frontend/src/server/asset-manifest.ts';
import { OFFLINE_ROUTE_MODULES } from '../frontend/src/features/offline/offline-shell.ts';

/**
 * Bytes (gzip) per page: `/` for a visitor (the landing page) and any route of the app, issue
 * #19's goals. The landing page hydrates with React alone, its own entry and none of the app's
 * providers (MUI's runtime, the store, the router): docs/adr/0026. A signed-in user's `/` (the
 * dashboard, route module `home-route`) is a route of the app.
 */
export const BUDGETS = { home: 120 * 1024, route: 250 * 1024 };
/** The row of the visitor's landing page. */
export const LANDING = 'landing (/ visitor)';
/** The row of `/` for a signed-in user (the dashboard). */
export const SIGNED_IN_HOME = 'home-route (signed in)';

/** The route modules of the build (src/app/routes/*-route(s).tsx), by name. */
function routeModules(manifest) {
  return Object.keys(manifest)
    .map((key) => /^src\/app\/routes\/([^/]+-routes?)\.tsx$/.exec(key)?.[1])
    .filter(Boolean);
}

/**
 * The language whose catalogues of `namespaces` weigh most (gzip) and their bytes: a page loads
 * its namespaces in one language before it is interactive (docs/adr/0035), so its row counts the
 * heaviest language's.
 */
export function heaviestCatalogue(manifest, sizeOf, namespaces) {
  let heaviest = { language: null, bytes: 0 };
  for (const [language, keys] of catalogueChunks(manifest, namespaces)) {
    const bytes = keys.reduce((sum, key) => sum + sizeOf(manifest[key].file), 0);
    if (bytes > heaviest.bytes) heaviest = { language, bytes };
  }
  return heaviest;
}

/**
 * Each page's initial JavaScript in bytes: `sizeOf(file)` of every chunk the visitor's landing
 * page (asset-manifest.ts, landingChunks) and a page of each route module (pageChunks) load before
 * they are interactive, with the heaviest language's catalogues of the page (pageNamespaces).
 */
export function routeBudgets(manifest, sizeOf) {
  const row = (route, chunks, namespaces, limit) => {
    const code = chunks.reduce((sum, key) => sum + sizeOf(manifest[key].file), 0);
    const catalogue = heaviestCatalogue(manifest, sizeOf, namespaces);
    const bytes = code + catalogue.bytes;
    return { route, bytes, limit, ok: bytes <= limit, catalogue };
  };
  const modules = routeModules(manifest);
  // `/` for a signed-in user is the dashboard: the browser loads both modules before it hydrates
  // (src/app/hydrate-app.tsx, loadSignedInHome). They are the offline pages' modules (`/` and
  // /dashboard, the signed-in traveller's dashboard).
  const signedInHome = OFFLINE_ROUTE_MODULES;
  return [
    row(LANDING, landingChunks(manifest), pageNamespaces([LANDING_PAGE]), BUDGETS.home),
    ...modules.map((module) =>
      row(module, pageChunks(manifest, [module]), pageNamespaces([module]), BUDGETS.route),
    ),
    ...(signedInHome.every((module) => modules.includes(module))
      ? [
          row(
            SIGNED_IN_HOME,
            pageChunks(manifest, signedInHome),
            pageNamespaces(signedInHome),
            BUDGETS.route,
          ),
        ]
      : []),
  ];
}

/** Checks the built SPA in `dist`; prints one line per route; returns whether all fit. */
export function checkBundleBudget(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    }
    return gzipped.get(file);
  };
  const results = routeBudgets(manifest, sizeOf);
  for (const { route, bytes, limit, ok, catalogue } of results) {
    const messages = catalogue.language
      ? `, of which messages ${(catalogue.bytes / 1024).toFixed(1)} kB (${catalogue.language})`
      : '';
    console.log(
      `[budget] ${route.padEnd(22)} ${(bytes / 1024).toFixed(1).padStart(6)} kB gzip (limit ${limit / 1024} kB${messages})${ok ? '' : '  OVER BUDGET'}`,
    );
  }
  return results.every((result) => result.ok);
}
