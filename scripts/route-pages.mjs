// One entry HTML per top-level route of the SPA, each naming with <link rel="modulepreload"> the
// chunks its route needs beyond the entry's, so that the browser fetches them beside the entry
// instead of after it has run (one round trip less before the first render on a slow phone).
// `/` is dist/index.html itself; the others are dist/pages/<route>.html, which the gateway sends
// for that address (gateway/src/http/spa-pages.ts). scripts/build.mjs runs this after `vite build`.
// Each page also preloads the API answers its first render waits for (DATA_PRELOADS), so they
// arrive beside the code rather than after it has run; an address with no page of its own gets
// pages/not-found.html (the 404 route's chunks). `/` and `/auth` carry their page prerendered
// (scripts/prerender.mjs) and start the app after its first paint (startAfterPaint).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { appEntry, EARLY_SCRIPTS, initialClosure, staticClosure } from './bundle-budget.mjs';
import { injectPrerendered } from './prerender.mjs';

/** The first path segment of each page → its route module (frontend/src/config/paths.ts). */
export const ROUTE_MODULES = {
  '': 'home-route',
  dashboard: 'dashboard-route',
  admin: 'admin-route',
  auth: 'auth-route',
  donate: 'donate-route',
  'reset-password': 'reset-password-route',
  unsubscribe: 'unsubscribe-route',
  terms: 'legal-routes',
  privacy: 'legal-routes',
  faq: 'legal-routes',
  // Not an address of the app: the page the gateway sends for an address whose first segment has
  // no page of its own (gateway/src/http/spa-pages.ts), which the router answers with its 404.
  'not-found': 'not-found-route',
};

/**
 * The API calls each page's first render waits for, by first path segment ('*': every page):
 * the configuration and the current user (src/main.tsx starts both at once), and on the dashboard
 * the signed-in user's visits. Same URL and credentials mode as the SPA's fetch, so the browser
 * hands the preloaded answer to it (no second request).
 */
export const DATA_PRELOADS = {
  '*': ['config', 'user'],
  dashboard: ['travel-entries'],
};

/** `<link rel="preload">` tags for the API answers `segment`'s page needs (paths under `apiBase`). */
export function dataPreloadLinks(segment, apiBase = '/api') {
  // Only a same-origin API is preloaded: a cross-origin one would need its own CORS answer.
  if (!apiBase.startsWith('/')) return [];
  // What the page's early script reads itself (and hands to the app) is not preloaded again.
  const calls = [...DATA_PRELOADS['*'], ...(DATA_PRELOADS[segment] ?? [])].filter(
    (call) => !(EARLY_READS[segment] ?? []).includes(call),
  );
  return calls.map(
    (call) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${apiBase.replace(/\/+$/, '')}/${call}">`,
  );
}

const moduleLink = (manifest, key) =>
  `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`;

/**
 * Lazy modules a route imports as soon as it has rendered (not initial JavaScript: the page
 * renders without them, with a placeholder in their place; scripts/bundle-budget.mjs does not
 * count them). Their chunks are preloaded with the page's own, so that Vite's preload helper has
 * nothing left to add when the import runs: it would add a link per chunk in one task, ~2.5 ms each
 * on a phone (docs/adr/0015).
 */
export const LAZY_PRELOADS = {
  'src/app/routes/home-route.tsx': ['src/features/demo/components/demo-calendar.tsx'],
};

/** The API calls each early script makes (and hands to the app), by first path segment. */
export const EARLY_READS = {
  dashboard: ['user', 'travel-entries'],
};

/**
 * The <head> tags of `segment`'s early script (bundle-budget.mjs, EARLY_SCRIPTS): a module script
 * with its imports preloaded, not started after the first paint, as the status the dashboard's
 * script shows is the page's largest paint. None for a page without one.
 */
export function earlyScriptTags(manifest, segment) {
  const key = EARLY_SCRIPTS[segment];
  // None for a page without one, nor in a build without it (a test's stand-in SPA).
  if (!key || !manifest[key]) return [];
  const imports = [...staticClosure(manifest, key)].filter((chunk) => chunk !== key);
  return [
    ...imports.map((chunk) => moduleLink(manifest, chunk)),
    `<script type="module" crossorigin src="/${manifest[key].file}"></script>`,
  ];
}

/**
 * The `<link>` tags of the chunks `routeKey` needs beyond what Vite's own tags in index.html
 * preload (the entry's static imports): the steps the entry imports dynamically before it starts
 * the app (src/main.tsx), then the route's chunk and its static imports, then its LAZY_PRELOADS.
 */
export function preloadLinks(manifest, routeKey) {
  const inIndexHtml = staticClosure(manifest, appEntry(manifest));
  const initial = initialClosure(manifest);
  const steps = [...initial].filter((key) => !inIndexHtml.has(key));
  const routeClosure = staticClosure(manifest, routeKey);
  // The page's early script and its imports are in <head> already (earlyScriptTags).
  const early = new Set(
    Object.values(EARLY_SCRIPTS)
      .filter((script) => manifest[script])
      .flatMap((script) => [...staticClosure(manifest, script)]),
  );
  const route = [...routeClosure].filter((key) => !initial.has(key) && !early.has(key));
  const lazy = new Set();
  // A build without one of them (a test's stand-in SPA) preloads the rest.
  for (const module of (LAZY_PRELOADS[routeKey] ?? []).filter((key) => manifest[key])) {
    for (const key of staticClosure(manifest, module))
      if (!initial.has(key) && !routeClosure.has(key)) lazy.add(key);
  }
  return [...steps, ...route, ...lazy].map((key) => moduleLink(manifest, key));
}

/** The entry <script> Vite writes into index.html. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The entry's own modulepreload links, which Vite writes into index.html. */
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * A prerendered page's variant of the template: the app's entry script, its preloads
 * and its API preloads move into <template id="app-start">, which /start-after-paint.js
 * (frontend/public) starts after the page's first paint. On a fast connection they would
 * otherwise finish before it and hold it up; the page needs none of them to paint.
 */
export function startAfterPaint(template, links, early = []) {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry) throw new Error('index.html has no entry <script type="module">');
  const entryPreloads = (template.match(MODULE_PRELOAD) ?? []).map((link) => link.trim());
  const started = [...links.filter((link) => !link.includes('modulepreload')), ...entryPreloads];
  started.push(...links.filter((link) => link.includes('modulepreload')));
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</head>',
      `  ${[...early, '<script src="/start-after-paint.js" defer></script>'].join('\n    ')}\n  </head>`,
    )
    .replace(
      '</body>',
      `  <template id="app-start" data-entry="${entry[1]}">\n      ${started.join('\n      ')}\n    </template>\n  </body>`,
    );
}

/**
 * Writes dist/index.html (`/`) and dist/pages/<segment>.html from the built index.html.
 * `prerendered`: { [segment]: { styles, body } } (scripts/prerender.mjs), the pages whose HTML
 * holds the page itself.
 * `apiBase`: where the SPA's API lives (VITE_API_BASE_URL, default /api).
 */
export function writeRoutePages(
  dist,
  { prerendered = {}, apiBase = process.env.VITE_API_BASE_URL ?? '/api' } = {},
) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes('</head>')) throw new Error('dist/index.html has no </head>');
  mkdirSync(path.join(dist, 'pages'), { recursive: true });
  for (const [segment, module] of Object.entries(ROUTE_MODULES)) {
    const key = `src/app/routes/${module}.tsx`;
    if (!manifest[key]) throw new Error(`the Vite manifest has no ${key}`);
    const file = segment === '' ? 'index.html' : path.join('pages', `${segment}.html`);
    const links = [...dataPreloadLinks(segment, apiBase), ...preloadLinks(manifest, key)];
    const page = prerendered[segment];
    const early = earlyScriptTags(manifest, segment);
    const html = page
      ? injectPrerendered(startAfterPaint(template, links, early), page)
      : template.replace('</head>', `  ${[...early, ...links].join('\n    ')}\n  </head>`);
    writeFileSync(path.join(dist, file), html);
  }
}
