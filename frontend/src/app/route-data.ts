import { createContext, type LoaderFunctionArgs, RouterContextProvider } from 'react-router';

import { sessionApi } from '../lib/session';
import type { AppStore } from './store';

/** The app's store, given to the routes' loaders (null where a router was made without one). */
export const storeContext = createContext<AppStore | null>(null);

/** The `getContext` of a router whose loaders read `store`. */
export function routerContext(store: AppStore | undefined) {
  return () => {
    const context = new RouterContextProvider();
    if (store) context.set(storeContext, store);
    return context;
  };
}

/**
 * What the pages that show the signed-in traveller's dashboard (`/dashboard`, and `/` when signed
 * in) load before they render: the current user and, signed in, their visits (and `alsoLoad`, in
 * parallel), so that the page renders once with its data. Rendered before them, it rendered again
 * in full as each answer arrived, synchronously (a store update), one ~400 ms task on a phone
 * (docs/adr/0015). The travel API's code loads only for a signed-in user. Resolves to whether the
 * user is signed in.
 *
 * `waitForUser: false` (`/`) does not wait for a user still loading: `/` shows the landing page
 * meanwhile (SPEC §2), and its loader runs again once the user is known (app/start.ts).
 */
export async function loadTravellerData(
  { context }: LoaderFunctionArgs,
  { waitForUser, alsoLoad }: { waitForUser: boolean; alsoLoad?: () => PromiseLike<unknown> },
): Promise<boolean> {
  const store = context.get(storeContext);
  if (!store) return false;
  const known = sessionApi.endpoints.getCurrentUser.select()(store.getState());
  let user = known.data;
  if (!known.isSuccess) {
    if (!waitForUser) return false;
    const session = store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    ({ data: user } = await session);
    session.unsubscribe();
  }
  if (!user) return false;
  const loadEntries = async () => {
    const { travelEntriesApi } = await import('../lib/travel/travel-entries-api');
    const entries = store.dispatch(travelEntriesApi.endpoints.listEntries.initiate());
    await entries;
    entries.unsubscribe();
  };
  await Promise.all([loadEntries(), alsoLoad?.()]);
  return true;
}

/** `/dashboard`'s loader (see loadTravellerData). */
export async function dashboardLoader(args: LoaderFunctionArgs): Promise<null> {
  await loadTravellerData(args, { waitForUser: true });
  return null;
}
