import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { type HydrationState, matchRoutes } from 'react-router';

import { isOfflineShellData, type OfflineShellData } from '../features/offline/offline-shell';
import type { PageLanguage } from '../lib/i18n/language-provider';
import { App } from './app';
import { createEmotionCache } from './emotion-cache';
import { readHydrationData } from './hydration-data';
import { readsFailedOnServer, ROUTE_IDS, seedStore } from './route-data';
import { createAppRouter, routes } from './router';
import { TOKEN_VARIABLES } from './theme/tokens';
import { type AppStore, makeStore } from './store';
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
 * `/` for a signed-in user is the dashboard (routes/home-route.tsx), whose code the server loaded
 * with the route's data: the browser loads it too before it hydrates. Otherwise the dashboard's
 * boundary would stay the server's HTML, waiting for its code, while the rest of the page hydrates
 * and enables the page's controls: a click on the dashboard's tabs would then do nothing.
 */
async function loadSignedInHome(loaderData: HydrationState['loaderData']): Promise<void> {
  if (!loaderData?.[ROUTE_IDS.home]) return;
  const { loadDashboardRoute } = await import('./routes/home-route');
  await loadDashboardRoute();
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
  const pageData = readHydrationData<HydrationState | OfflineShellData>(document);
  // The offline shell (issue #22): a page without data, which the service worker answers with
  // offline; the store starts from the copy of the last signed-in user's data.
  const isOfflineShell = isOfflineShellData(pageData);
  const hydrationData = isOfflineShell ? undefined : pageData;
  const store = makeStore(undefined, {
    readsFailedOnServer: readsFailedOnServer(hydrationData?.loaderData),
    language: page.language,
  });
  const emotionCache = createEmotionCache();
  const startFromCopy = async () => {
    if (!isOfflineShell) return;
    const { startFromOfflineCopy } = await import('../features/offline/start-from-offline-copy');
    await startFromOfflineCopy(store);
  };
  await Promise.all([
    seedStore(store, hydrationData?.loaderData),
    startFromCopy(),
    loadMatchedRoutes(window.location.pathname),
    loadSignedInHome(hydrationData?.loaderData),
  ]);
  await yieldToBrowser();
  const router = createAppRouter(store, hydrationData);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App store={store} router={router} page={page} emotionCache={emotionCache} />
    </StrictMode>
  );
  // The offline shell has no rendered page: the app renders it itself. So does Vite's development
  // server (index.html), inside the design tokens' custom properties, which the server's document
  // sets on <html>.
  if (!hydrationData) {
    const root = createRoot(container);
    root.render(
      isOfflineShell ? app : <div style={{ ...TOKEN_VARIABLES, display: 'contents' }}>{app}</div>,
    );
    startOfflineSupportLater(store);
    return root;
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  startOfflineSupportLater(store);
  return root!;
}

/**
 * The offline dashboard's part (issue #22): keeps this browser's copy of the account's data and
 * registers the service worker once the page is interactive; its code is none of the page's.
 */
function startOfflineSupportLater(store: AppStore): void {
  void import('../features/offline/start-offline-support').then(({ startOfflineSupport }) =>
    startOfflineSupport(store),
  );
}
