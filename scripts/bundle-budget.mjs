// The SPA's JavaScript budget (issue #19): the JavaScript a browser must fetch before a page is
// interactive (the entry, the steps it imports before it hydrates, the route's module and
// everything they import statically: what the browser loads before it hydrates), gzip-compressed.
// scripts/build.mjs runs this after `vite build` and fails the build above it (so does `npm test`).
// Reads Vite's manifest (dist/.vite/manifest.json) with the web server's own reading of it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { pageChunks } from '../frontend/src/server/asset-manifest.ts';

/**
 * Bytes (gzip) per page: `/` (the landing page) and any other route. Issue #19's goals are 120 kB
 * for `/` and 250 kB for any route; every route meets its goal. `/` is held at what it weighs
 * (193 kB): hydrating any page with the app's providers needs React's DOM renderer (67 kB), the
 * data router (32 kB), MUI's core with Emotion (~45 kB) and Redux Toolkit with RTK Query (~27 kB)
 * before the page's own code; the not-found page weighs 179 kB (docs/adr/0019, "Budgets").
 */
export const BUDGETS = { home: 194 * 1024, route: 250 * 1024 };
const HOME_MODULE = 'home-route';

/** The route modules of the build (src/app/routes/*-route(s).tsx), by name. */
function routeModules(manifest) {
  return Object.keys(manifest)
    .map((key) => /^src\/app\/routes\/([^/]+-routes?)\.tsx$/.exec(key)?.[1])
    .filter(Boolean);
}

/**
 * Each route's initial JavaScript in bytes: `sizeOf(file)` of every chunk a page of that route
 * module loads before it is interactive (asset-manifest.ts, pageChunks).
 */
export function routeBudgets(manifest, sizeOf) {
  return routeModules(manifest).map((module) => {
    const chunks = pageChunks(manifest, [module]);
    const bytes = chunks.reduce((sum, key) => sum + sizeOf(manifest[key].file), 0);
    const limit = module === HOME_MODULE ? BUDGETS.home : BUDGETS.route;
    return { route: module, bytes, limit, ok: bytes <= limit };
  });
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
  for (const { route, bytes, limit, ok } of results) {
    console.log(
      `[budget] ${route.padEnd(22)} ${(bytes / 1024).toFixed(1).padStart(6)} kB gzip (limit ${limit / 1024} kB)${ok ? '' : '  OVER BUDGET'}`,
    );
  }
  return results.every((result) => result.ok);
}
