// The SPA's entry in the browser. The page is already on screen: the server rendered it with the
// app's own components and data (src/server/render-page.tsx). This script makes it interactive by
// hydrating it (React attaches to the server's elements; nothing is drawn again, nothing moves).
//
// It starts loading the app's code only once the page has painted: the page needs none of it to
// paint, and on a fast connection code that arrived first would hold the paint up in Lighthouse's
// simulation of a phone (docs/adr/0019). The code is then fetched in parallel and evaluated in
// steps, one task each, with the browser free to paint and handle input between them: React, the
// theme (MUI and Emotion), the store (Redux Toolkit and the API), the router, then the app. The
// budget (scripts/bundle-budget.mjs) counts every step, like a static import. Meanwhile it starts
// Intl's formatters (lib/warm-intl.ts): dates, numbers and plurals then cost a render nothing more.
// Beside the code comes the page's language's catalogue (one file per language, docs/adr/0035).
import { afterFirstPaint } from './app/after-first-paint';
import { yieldToBrowser } from './app/yield-to-browser';
import { loadPageLanguage } from './lib/i18n/page-language';
import { warmIntl } from './lib/warm-intl';

async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  await afterFirstPaint();
  const steps = [
    import('react-dom/client'),
    import('./app/theme/theme'),
    import('./app/store'),
    import('./app/router'),
    import('./app/hydrate-app'),
  ] as const;
  const page = loadPageLanguage(document);
  // While the code downloads: the page's first Intl formatters (ICU's start-up), in a task alone.
  warmIntl();
  await yieldToBrowser();
  for (const step of steps) {
    await step;
    await yieldToBrowser();
  }
  const { hydrateApp } = await steps[4];
  await hydrateApp(container, await page);
}

void main();
