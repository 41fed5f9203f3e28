import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes } from 'react-router';

import type { PageLanguage } from '../lib/i18n/language-provider';
import { App } from './app';
import { createEmotionCache } from './emotion-cache';
import { readHydrationData } from './hydration-data';
import { readsFailedOnServer, seedStore } from './route-data';
import { createAppRouter, routes } from './router';
import { TOKEN_VARIABLES } from './theme/tokens';
import { makeStore } from './store';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Loads the code of the routes the address matches, as the server did before it rendered: the
 * router hydrates with every matched route's component in hand (with one still to load it would
 * render its fallback, not the server's page). React Router's documented way for lazy routes.
 */
async function loadMatchedRoutes(pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Hydrates the server's page in `container` (#root); src/main.tsx calls it once the code has
 * loaded. The store starts from what the server's loaders read (no API call is made again), the
 * router from their answers, and React attaches to the server's elements as a transition: it
 * hydrates in slices of a few milliseconds, yielding to the browser between them, so that no long
 * task holds a phone's main thread (docs/adr/0019). `page`: the language the server rendered the
 * page in, with its messages (lib/i18n/page-language.ts). Resolves to the React root (tests
 * unmount it).
 */
export async function hydrateApp(container: HTMLElement, page: PageLanguage): Promise<Root> {
  const hydrationData = readHydrationData(document);
  const store = makeStore(undefined, {
    readsFailedOnServer: readsFailedOnServer(hydrationData?.loaderData),
    language: page.language,
  });
  const emotionCache = createEmotionCache();
  await Promise.all([
    seedStore(store, hydrationData?.loaderData),
    loadMatchedRoutes(window.location.pathname),
  ]);
  await yieldToBrowser();
  const router = createAppRouter(store, hydrationData);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App store={store} router={router} page={page} emotionCache={emotionCache} />
    </StrictMode>
  );
  // Vite's development server sends no rendered page (index.html): the app renders it itself,
  // inside the design tokens' custom properties, which the server's document sets on <html>.
  if (!hydrationData) {
    const root = createRoot(container);
    root.render(<div style={{ ...TOKEN_VARIABLES, display: 'contents' }}>{app}</div>);
    return root;
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  return root!;
}
