// The SPA's entry. Its code is evaluated in steps, one task each, with the browser free to paint
// and to handle input between them: React, the theme (MUI and Emotion), the store (Redux Toolkit
// and the API), the router and its guards, then the app. Evaluated at once, the ~550 kB of the
// first load would hold a phone's main thread for one long task. Each step is a module the app
// imports anyway (importing a library's whole namespace here would defeat tree-shaking); every
// step is preloaded with the page (scripts/route-pages.mjs) and counts towards the JavaScript
// budget (scripts/bundle-budget.mjs), like a static import.
import { yieldToBrowser } from './app/yield-to-browser';

const STEPS = [
  () => import('react-dom/client'),
  () => import('./app/theme/theme'),
  () => import('./app/store'),
  () => import('./app/router'),
];

async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  for (const step of STEPS) {
    await step();
    await yieldToBrowser();
  }
  const { startApp } = await import('./app/start-app');
  await startApp(container);
}

void main();
