// Build step: the landing page (/), the sign-in page (/auth) and the dashboard's frame and welcome
// heading (/dashboard, its user's name filled in by the gateway) prerendered into the HTML the
// gateway sends for them, so that a phone paints the page (and its largest contentful paint) as
// soon as the HTML has arrived, instead of after ~200 kB of JavaScript and two API calls. The SPA
// renders the same components into #root once its code, GET /api/config and GET /api/user are in
// (frontend/src/main.tsx), replacing this copy with an identical one in a single commit: no
// spinner in between, no later largest paint, no layout shift. docs/adr/0013 has the reasons.
//
// How: `vite build --ssr` of frontend/src/app/prerender/pages.tsx (the app's own components,
// theme and Emotion), run once in a production-mode Node; Emotion's <style> tags are moved into
// <head>, where the app's Emotion cache adopts them rather than inserting them again. Its controls
// (buttons, fields) are disabled until the app replaces them: without the app they would do
// nothing, text typed into them would not survive the replacement, and a browser test (like a
// person) waits for them to be enabled. Links work without the app and stay as they are.

import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The attribute on #root that tells the SPA the page is prerendered (frontend/src/app/start.ts). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const ENTRY = 'src/app/prerender/pages.tsx';
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;
const BOOT_ROOT =
  /<div id="root">\s*<div class="boot" role="status">Loading\.\.\.<\/div>\s*<\/div>/;

/**
 * Splits Emotion's server markup into the page's markup and its styles, and disables the page's
 * controls (see above). A native `disabled` changes nothing of their look: MUI styles its disabled
 * state by class, and its own styles override the browser's.
 *
 * Styles: each global style keeps its own tag (Emotion's <Global> looks for it by its name); the
 * class styles, one tag per element on the server, become one tag listing every name, their rules
 * in document order (the order the browser would have applied them in). The app's Emotion cache
 * moves each server tag into its sheet at start-up, one DOM insertion per tag: ~50 on the landing
 * page, ~50 ms on a phone (docs/adr/0015), one now. `styleSource` is markup rendered only for its
 * styles (pages.tsx, STYLE_SOURCES): they are added after the page's own, each style once.
 */
export function splitStyles(markup, styleSource = '') {
  const seen = new Set();
  const tags = [...markup.matchAll(EMOTION_STYLE), ...styleSource.matchAll(EMOTION_STYLE)]
    .map(([, ids, css]) => ({ ids, css }))
    .filter(({ ids }) => !seen.has(ids) && seen.add(ids));
  const [key] = (tags.find(({ ids }) => !ids.includes('-global '))?.ids ?? 'css ').split(' ');
  const classTags = tags.filter(({ ids }) => ids.startsWith(`${key} `));
  const styles = tags
    .filter((tag) => !classTags.includes(tag))
    .map(({ ids, css }) => `<style data-emotion="${ids}">${css}</style>`);
  if (classTags.length > 0) {
    const names = [...new Set(classTags.flatMap(({ ids }) => ids.split(' ').slice(1)))];
    const css = classTags.map((tag) => tag.css).join('');
    styles.push(`<style data-emotion="${key} ${names.join(' ')}">${css}</style>`);
  }
  const body = markup
    .replace(EMOTION_STYLE, '')
    .replace(/<(button|input|select|textarea)\b/g, '<$1 disabled=""');
  return { styles, body };
}

/**
 * `html` (the built index.html) with `page` in #root instead of the 'Loading...' placeholder, and
 * its styles at the end of <head>. Throws when the template has no placeholder to replace.
 */
export function injectPrerendered(html, page) {
  if (!BOOT_ROOT.test(html))
    throw new Error("index.html has no #root with the 'Loading...' placeholder");
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html
    .replace('</head>', `  ${page.styles.join('\n    ')}\n  </head>`)
    .replace(BOOT_ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page.body}</div>`);
}

function run(cmd, args, options) {
  const result = spawnSync(cmd, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  if (result.status !== 0) {
    const output = result.error?.message ?? `${result.stderr}${result.stdout}`;
    throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed:\n${output}`);
  }
  return result.stdout;
}

/**
 * The product name and support e-mail the gateway of this deployment will answer, when the build
 * is told (the same variables as the gateway's); else the gateway's defaults apply.
 */
function configuredProduct(env = process.env) {
  const config = {};
  if (env.PRODUCT_NAME) config.product_name = env.PRODUCT_NAME;
  if (env.SUPPORT_EMAIL !== undefined) config.support_email = env.SUPPORT_EMAIL;
  return config;
}

/**
 * Renders the prerendered pages of the SPA in `frontend`: { [first path segment]: { styles, body } }
 * (see splitStyles; '' is `/`). The server bundle is built under frontend/node_modules/.prerender
 * and removed afterwards.
 */
export function prerenderPages(frontendDir) {
  const frontend = path.resolve(frontendDir);
  // A frontend without pages to prerender (a test's stand-in) has none.
  if (!existsSync(path.join(frontend, ENTRY))) return {};
  const out = path.join(frontend, 'node_modules', '.prerender');
  const local = path.join(frontend, 'node_modules', '.bin', 'vite');
  try {
    run(
      existsSync(local) ? local : 'vite',
      ['build', '--ssr', ENTRY, '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: frontend, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const bundle = pathToFileURL(path.join(out, `${path.basename(ENTRY, '.tsx')}.js`)).href;
    // Production mode, as in the browser bundle: React's production build, and Emotion's class
    // names without the development labels, so the app's cache recognises them.
    const markup = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(bundle)});` +
          `const config = { ...m.DEFAULT_PRODUCT_CONFIG, ...JSON.parse(process.argv[1]) };` +
          `const pages = Object.fromEntries(Object.keys(m.PRERENDERED_PAGES).map((s) => [s, { page: m.renderPage(s, config), styleSource: m.renderStyleSource(s, config) }]));` +
          `process.stdout.write(JSON.stringify(pages));`,
        JSON.stringify(configuredProduct()),
      ],
      { cwd: frontend, env: { ...process.env, NODE_ENV: 'production' } },
    );
    const pages = JSON.parse(markup);
    return Object.fromEntries(
      Object.entries(pages).map(([segment, { page, styleSource }]) => [
        segment,
        splitStyles(page, styleSource),
      ]),
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
