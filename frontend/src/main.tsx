// The SPA's entry in the browser. The page is already on screen: the server rendered it with the
// app's own components and data (src/server/render-page.tsx). This script makes it interactive by
// hydrating it (React attaches to the server's elements; nothing is drawn again, nothing moves).
//
// Its code is evaluated in steps, one task each, with the browser free to paint and to handle
// input between them: React, the theme (MUI and Emotion), the store (Redux Toolkit and the API),
// the router and its guards, then the app. Evaluated at once, the first load would hold a phone's
// main thread for one long task. Each step is a module the app imports anyway; the server
// preloads every step with the page (src/server/assets.ts) and the budget counts them
// (scripts/bundle-budget.mjs), like a static import.
import { yieldToBrowser } from './app/yield-to-browser';

const STEPS = [
  () => import('react-dom/client'),
  () => import('./app/theme/theme'),
  () => import('./app/store'),
  () => import('./app/router'),
];

async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  for (const step of STEPS) {
    await step();
    await yieldToBrowser();
  }
  const { hydrateApp } = await import('./app/hydrate-app');
  await hydrateApp(container);
}

void main();
