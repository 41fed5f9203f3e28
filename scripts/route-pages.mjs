// One entry HTML per top-level route of the SPA, each naming with <link rel="modulepreload"> the
// chunks its route needs beyond the entry's, so that the browser fetches them beside the entry
// instead of after it has run (one round trip less before the first render on a slow phone).
// `/` is dist/index.html itself; the others are dist/pages/<route>.html, which the gateway sends
// for that address (gateway/src/http/spa-pages.ts). scripts/build.mjs runs this after `vite build`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { staticClosure } from './bundle-budget.mjs';

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
};

/** The `<link>` tags of the chunks `routeKey` needs that the entry does not already load. */
export function preloadLinks(manifest, routeKey) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loaded = staticClosure(manifest, entry);
  const needed = [...staticClosure(manifest, routeKey)].filter((key) => !loaded.has(key));
  return needed.map(
    (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`,
  );
}

export function writeRoutePages(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes('</head>')) throw new Error('dist/index.html has no </head>');
  mkdirSync(path.join(dist, 'pages'), { recursive: true });
  for (const [segment, module] of Object.entries(ROUTE_MODULES)) {
    const key = `src/app/routes/${module}.tsx`;
    if (!manifest[key]) throw new Error(`the Vite manifest has no ${key}`);
    const html = template.replace(
      '</head>',
      `  ${preloadLinks(manifest, key).join('\n    ')}\n  </head>`,
    );
    const file = segment === '' ? 'index.html' : path.join('pages', `${segment}.html`);
    writeFileSync(path.join(dist, file), html);
  }
}
