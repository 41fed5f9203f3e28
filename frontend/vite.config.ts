import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig, type Plugin } from 'vite';

import { compileCatalogue } from '../libs/i18n/src/compile';

// In development the SPA runs on Vite and sends /api and /health to the gateway. The Host header
// is passed through unchanged (changeOrigin: false): the gateway's same-origin check compares the
// browser's Origin with the Host it receives.
const here = path.dirname(fileURLToPath(import.meta.url));
const gatewayUrl = process.env['GATEWAY_URL'] ?? 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: gatewayUrl, changeOrigin: false },
  '/health': { target: gatewayUrl, changeOrigin: false },
};

// Source maps are written for error reports but not referenced from the bundle ('hidden'). The
// manifest names each page's scripts for the web server and feeds the JavaScript budget check
// (scripts/bundle-budget.mjs).
const browserBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  sourcemap: 'hidden',
  manifest: true,
  // Two entries: the app's, and the visitor's landing page's, which hydrates without the app
  // (docs/adr/0026).
  rolldownOptions: {
    input: {
      index: path.resolve(here, 'src/main.tsx'),
      landing: path.resolve(here, 'src/landing-main.tsx'),
    },
  },
};

const serverBuild: BuildEnvironmentOptions = {
  outDir: 'dist-server',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
  rolldownOptions: { input: { main: path.resolve(here, 'src/server/main.ts') } },
};

// The message catalogues (libs/i18n/src/catalogues/<lang>/<namespace>.json; the SPA's are loaded
// by @app/i18n/web one language and namespace at a time) are compiled to ICU ASTs as they are bundled, as
// `formatjs compile --ast` does: react-intl formats them without FormatJS's ICU parser, which is
// then replaced by its documented parser-less build (docs/adr/0035). Vite's JSON plugin turns
// the compiled JSON into the chunk.
const CATALOGUE = /[\\/]libs[\\/]i18n[\\/]src[\\/]catalogues[\\/][^\\/]+[\\/][^\\/]+\.json$/;
// react-intl and @formatjs/intl each install their own copy of the same versions of
// intl-messageformat and fast-memoize: one copy of each is bundled.
const formatjs = (file: string) =>
  path.resolve(here, '../node_modules/react-intl/node_modules', file);
const parserless = formatjs('@formatjs/icu-messageformat-parser/no-parser.js');

function compiledCatalogues(): Plugin {
  return {
    name: 'schengen:compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code))), map: null };
    },
  };
}

// Two builds (scripts/build.mjs): the browser's (`vite build`, into dist/, served by the gateway)
// and the web server's (`vite build --ssr`, into dist-server/, the process that renders each page:
// src/server/main.ts, docs/adr/0019). The server's bundle carries its dependencies, so that it
// runs with Node alone.
export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  plugins: [compiledCatalogues(), react()],
  resolve: {
    alias: [
      {
        find: '@app/schengen-rules',
        replacement: path.resolve(here, '../libs/schengen-rules/src/index.ts'),
      },
      { find: /^@app\/i18n\/web$/, replacement: path.resolve(here, '../libs/i18n/src/web.ts') },
      { find: /^@app\/i18n$/, replacement: path.resolve(here, '../libs/i18n/src/index.ts') },
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: parserless },
      { find: /^intl-messageformat$/, replacement: formatjs('intl-messageformat/index.js') },
      {
        find: /^@formatjs\/fast-memoize$/,
        replacement: formatjs('@formatjs/fast-memoize/index.js'),
      },
    ],
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  ssr: { noExternal: true, target: 'node' },
  // The server's bundle runs React's and MUI's production builds, as the browser's does: the same
  // markup and Emotion class names (no development labels), which the browser then hydrates.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild ? serverBuild : browserBuild,
}));
