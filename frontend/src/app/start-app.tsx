import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { earlyDashboardData } from '../lib/early-dashboard';
import { productConfigApi } from '../lib/product-config';
import { sessionApi, signedIn } from '../lib/session';
import { App } from './app';
import { createAppRouter } from './router';
import { PRERENDERED_ATTRIBUTE, whenPageCanRender } from './start';
import { type AppStore, makeStore } from './store';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Starts the SPA in `container` (#root); src/main.tsx calls it once the code has loaded. Three
 * tasks, each short on a phone: the store and the two calls every page waits for (they leave now,
 * beside the route's code, not at the first render), the router (which starts loading the route's
 * code), then the first render.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const store = makeStore();
  await takeEarlyDashboardData(store);
  void store.dispatch(productConfigApi.util.prefetch('getProductConfig', undefined, {}));
  void store.dispatch(sessionApi.util.prefetch('getCurrentUser', undefined, {}));
  await yieldToBrowser();
  const router = createAppRouter(store);
  await yieldToBrowser();

  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread (a phone stays responsive while the app starts).
  const render = () =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <App store={store} router={router} />
        </StrictMode>,
      );
    });

  // A page the build prerendered (/ and /auth, scripts/prerender.mjs) stays on screen until the
  // app can render that same page in one commit: never a spinner in between, and React's copy of
  // each element has the same size, so it is no new largest paint and nothing shifts.
  if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    void whenPageCanRender(store, router).then(render);
  } else {
    render();
  }
}

/**
 * On the prerendered dashboard the early status script has already asked for the user and their
 * records (src/early-dashboard-status.ts): the store starts with its answers instead of asking
 * again. Without them (another page, or the script could not read them) nothing changes.
 */
export async function takeEarlyDashboardData(store: AppStore): Promise<void> {
  const data = await earlyDashboardData();
  if (!data) return;
  const { travelEntriesApi } = await import('../lib/travel/travel-entries-api');
  store.dispatch(signedIn(data.user));
  store.dispatch(
    travelEntriesApi.util.upsertQueryEntries([
      { endpointName: 'listEntries', arg: undefined, value: data.entries },
    ]),
  );
}
