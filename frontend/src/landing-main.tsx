// The browser's entry of the visitor's landing page (`/` signed out, docs/adr/0026). The page is
// already on screen: the web server rendered it (src/server/render-page.tsx) from plain elements
// and a static stylesheet, without the app's providers. This script makes it interactive with
// React alone: React's DOM renderer and the page's own code, fetched once the page has painted
// and evaluated one task each (as src/main.tsx does for the app). The demo calendar, its dialogs
// and the cookie banner load after that (their MUI code is no part of the page's first load).
// The budget (scripts/bundle-budget.mjs) counts this entry and the steps it awaits.
import './app/theme/baseline.css';

import { afterFirstPaint } from './app/after-first-paint';
import { yieldToBrowser } from './app/yield-to-browser';
import { loadPageLanguage } from './lib/i18n/page-language';

async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  await afterFirstPaint();
  const steps = [import('react-dom/client'), import('./app/landing/hydrate-landing')] as const;
  // The page's language's catalogue, beside the code (docs/adr/0035).
  const page = loadPageLanguage(document);
  await yieldToBrowser();
  for (const step of steps) {
    await step;
    await yieldToBrowser();
  }
  const { hydrateLanding } = await steps[1];
  hydrateLanding(container, await page);
}

void main();
