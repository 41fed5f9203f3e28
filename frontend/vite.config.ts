import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';

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

// Two builds (scripts/build.mjs): the browser's (`vite build`, into dist/, served by the gateway)
// and the web server's (`vite build --ssr`, into dist-server/, the process that renders each page:
// src/server/main.ts, docs/adr/0019). The server's bundle carries its dependencies, so that it
// runs with Node alone.
export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  plugins: [react()],
  resolve: {
    alias: {
      '@app/schengen-rules': path.resolve(here, '../libs/schengen-rules/src/index.ts'),
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  ssr: { noExternal: true, target: 'node' },
  // The server's bundle runs React's and MUI's production builds, as the browser's does: the same
  // markup and Emotion class names (no development labels), which the browser then hydrates.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild ? serverBuild : browserBuild,
}));
