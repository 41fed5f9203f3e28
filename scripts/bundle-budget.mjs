// The SPA's JavaScript budget (issue #10): the JavaScript a browser must fetch before a route can
// render (the entry chunk, the route's chunk and everything they import statically), gzip-compressed,
// stays under 200 kB for `/` and 350 kB for every other route. scripts/build.mjs runs this after
// `vite build` and fails the build above it. Reads Vite's manifest (dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS = { home: 200 * 1024, route: 350 * 1024 };
const HOME_ROUTE = 'src/app/routes/home-route.tsx';

/**
 * Modules a route imports dynamically but starts loading as soon as it runs (lib/preloaded-module):
 * part of that route's first load, preloaded with its page and counted in its budget.
 */
/**
 * Scripts a page runs at once, beside the app, by first path segment: the prerendered dashboard's
 * early status script (src/early-dashboard-status.ts, ADR 0015). route-pages.mjs puts them into
 * <head>; they count in their route's budget (EAGER_IMPORTS).
 */
export const EARLY_SCRIPTS = {
  dashboard: 'src/early-dashboard-status.ts',
};

export const EAGER_IMPORTS = {
  'src/app/routes/dashboard-route.tsx': [
    'src/app/routes/dashboard-sections.tsx',
    EARLY_SCRIPTS.dashboard,
  ],
};

/** The app's entry in the manifest: index.html's script (the build has other entries, ADR 0015). */
export function appEntry(manifest) {
  if (manifest['index.html']?.isEntry) return 'index.html';
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry chunk');
  return entry;
}

/**
 * The manifest keys of `key` and everything it imports statically (JavaScript chunks only), with
 * the modules it loads eagerly (EAGER_IMPORTS).
 */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  for (const eager of EAGER_IMPORTS[key] ?? []) staticClosure(manifest, eager, seen);
  return seen;
}

/**
 * The manifest keys of the JavaScript every page loads before it renders: the entry, the modules
 * the entry imports dynamically (src/main.tsx awaits each of them, in steps, before it starts the
 * app) and everything those import statically.
 */
export function initialClosure(manifest) {
  const entry = appEntry(manifest);
  const seen = staticClosure(manifest, entry);
  for (const imported of manifest[entry].dynamicImports ?? [])
    staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * Each route's initial JavaScript in bytes: `sizeOf(file)` of every chunk in the entry's closure
 * (initialClosure) and the route module's closure. Routes are the manifest's
 * `src/app/routes/*-route(s).tsx` keys.
 */
export function routeBudgets(manifest, sizeOf) {
  const routes = Object.keys(manifest).filter((key) =>
    /^src\/app\/routes\/[^/]+-routes?\.tsx$/.test(key),
  );
  return routes.map((route) => {
    const chunks = staticClosure(manifest, route, initialClosure(manifest));
    const bytes = [...chunks].reduce((sum, key) => sum + sizeOf(manifest[key].file), 0);
    const limit = route === HOME_ROUTE ? BUDGETS.home : BUDGETS.route;
    return { route, bytes, limit, ok: bytes <= limit };
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
    const name = path.basename(route, '.tsx');
    console.log(
      `[budget] ${name.padEnd(22)} ${(bytes / 1024).toFixed(1).padStart(6)} kB gzip (limit ${limit / 1024} kB)${ok ? '' : '  OVER BUDGET'}`,
    );
  }
  return results.every((result) => result.ok);
}
