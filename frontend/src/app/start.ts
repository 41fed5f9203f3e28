import { productConfigApi } from '../lib/product-config';
import { sessionApi } from '../lib/session';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

/** Set on #root by the build when the page's HTML already holds the page (scripts/prerender.mjs). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

type AppRouter = ReturnType<typeof createAppRouter>;

type QuerySelector = (state: ReturnType<AppStore['getState']>) => {
  isUninitialized: boolean;
  isLoading: boolean;
};

/** Resolves once the query `select` reads has answered or failed. */
function whenSettled(store: AppStore, select: QuerySelector): Promise<void> {
  const settled = () => {
    const { isUninitialized, isLoading } = select(store.getState());
    return !isUninitialized && !isLoading;
  };
  return new Promise((resolve) => {
    if (settled()) {
      resolve();
      return;
    }
    const unsubscribe = store.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Resolves once the router has loaded the code of the address's route (its lazy modules). */
function whenRouteLoaded(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves when the app's first render can show the page itself rather than a loading state: the
 * configuration (the gate waits for it) and the current user (the guards and `/` do) are in, and
 * the route's code has loaded. main.tsx waits for it before replacing a prerendered page.
 */
export async function whenPageCanRender(store: AppStore, router: AppRouter): Promise<void> {
  await Promise.all([
    whenSettled(store, productConfigApi.endpoints.getProductConfig.select()),
    whenSettled(store, sessionApi.endpoints.getCurrentUser.select()),
    whenRouteLoaded(router),
  ]);
  // Signed in, `/` is the dashboard: its loader, which ran before the user was known, runs again
  // and waits for the visits (app/route-data.ts).
  if (sessionApi.endpoints.getCurrentUser.select()(store.getState()).data)
    await router.revalidate();
}
