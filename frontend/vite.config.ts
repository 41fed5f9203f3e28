import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the SPA runs on Vite and sends /api and /health to the gateway. The Host header
// is passed through unchanged (changeOrigin: false): the gateway's same-origin check compares the
// browser's Origin with the Host it receives.
const here = path.dirname(fileURLToPath(import.meta.url));
const gatewayUrl = process.env['GATEWAY_URL'] ?? 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: gatewayUrl, changeOrigin: false },
  '/health': { target: gatewayUrl, changeOrigin: false },
};

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
  // Source maps are written for error reports but not referenced from the bundle ('hidden').
  // The manifest feeds the JavaScript budget check (scripts/bundle-budget.mjs).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    manifest: true,
    // A second entry beside the app's: the prerendered dashboard's early status script (ADR 0015).
    // The build's prerendering (`vite build --ssr`, scripts/prerender.mjs) names its own entry.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          input: {
            index: path.resolve(here, 'index.html'),
            'early-dashboard-status': path.resolve(here, 'src/early-dashboard-status.ts'),
          },
        },
  },
}));
