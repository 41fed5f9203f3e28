import {
  createContext,
  type LoaderFunctionArgs,
  redirect,
  RouterContextProvider,
} from 'react-router';

import type { ExcludedPeriodDto, TravelEntryDto, TravellerDto, UserDto } from '@app/contracts';

import { paths } from '../config/paths';
import { type ProductConfigDto, productConfigApi } from '../lib/product-config';
import { sessionApi, signedIn } from '../lib/session';
import { travellerOf } from '../lib/travel/traveller-param';
import type { AppStore } from './store';

/** The app's store, given to the routes' loaders (null where a router was made without one). */
export const storeContext = createContext<AppStore | null>(null);

/**
 * True while the server renders a page (src/server/render-page.tsx): the loaders then wait for
 * everything the page shows and answer a guard's redirect themselves, as no component may navigate
 * there. In the browser the page is already on screen and its components decide.
 */
export const serverRenderContext = createContext(false);

/** The `getContext` of a router whose loaders read `store` (`onServer`: see serverRenderContext). */
export function routerContext(store: AppStore | undefined, onServer = false) {
  return () => {
    const context = new RouterContextProvider();
    if (store) context.set(storeContext, store);
    context.set(serverRenderContext, onServer);
    return context;
  };
}

/** What the root route's loader hands to the browser (the page's first render needs both). */
export interface RootData {
  config: ProductConfigDto | null;
  /**
   * The user, null when signed out; left out when the server could not read it (the page then
   * shows the user loading, and the browser reads it again: issue #17).
   */
  user?: UserDto | null;
}

/**
 * What the pages that show the traveller's dashboard hand to the browser: their entries, or null
 * when the server could not read them (the browser reads them again: issue #17).
 */
export interface TravellerData {
  /** Whose visits these are: the page's `?traveller=` (absent: the account holder's). */
  travellerId?: string;
  entries: TravelEntryDto[] | null;
  /** The residence permits and long-stay visas (every count takes them); null: not read. */
  periods?: ExcludedPeriodDto[] | null;
  /** The account's travellers (the dashboard's switcher); null: not read. */
  travellers?: TravellerDto[] | null;
}

/** The route ids whose loader data the browser's store starts from (seedStore). */
export const ROUTE_IDS = { root: 'root', home: 'home', dashboard: 'dashboard' } as const;

/**
 * The current user: from the store, else asked for. Null when signed out, undefined when it could
 * not be read (then nobody is known to be signed out: no guard redirects).
 */
async function currentUser(store: AppStore): Promise<UserDto | null | undefined> {
  const known = sessionApi.endpoints.getCurrentUser.select()(store.getState());
  if (known.isSuccess) return known.data;
  // A failed read is read again only by the error state's button (issue #17).
  if (known.isError) return undefined;
  const session = store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  const { data } = await session;
  session.unsubscribe();
  return data;
}

/**
 * How long the browser's loader waits for the visits before the page renders without them (their
 * regions show their loading state until they come): a quick answer still renders the page once,
 * with its figures; a slow one does not hold the previous page on screen (issue #17).
 */
export const VISITS_WAIT_MS = 300;

/**
 * The root route's loader. On the server: the configuration and the current user, which every
 * page's first render shows, returned for the browser (seedStore). In the browser they are in the
 * store already (or loading: the configuration gate and the guards show that); it returns null.
 */
export async function rootLoader({ context }: LoaderFunctionArgs): Promise<RootData | null> {
  const store = context.get(storeContext);
  if (!store || !context.get(serverRenderContext)) return null;
  const config = store.dispatch(productConfigApi.endpoints.getProductConfig.initiate());
  const [user, { data }] = await Promise.all([currentUser(store), config]);
  config.unsubscribe();
  // An unread user (undefined) is left out of the page's data (JSON has no undefined).
  return { config: data ?? null, user };
}

/** On the server, the signed-in pages' guard (RequireAuth in the browser): a visitor goes to /auth. */
export async function requireUserLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const store = context.get(storeContext);
  if (store && context.get(serverRenderContext) && (await currentUser(store)) === null)
    throw redirect(paths.auth.getHref());
  return null;
}

/** On the server, /auth's guard (RedirectIfSignedIn in the browser): a signed-in user goes to /. */
export async function redirectSignedInLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const store = context.get(storeContext);
  if (store && context.get(serverRenderContext) && (await currentUser(store)))
    throw redirect(paths.home.getHref());
  return null;
}

/**
 * What the pages that show the signed-in traveller's dashboard (`/dashboard`, and `/` when signed
 * in) load before they render: the current user and, signed in, their visits (and `alsoLoad`, in
 * parallel), so that the page renders once with its data (docs/adr/0019). The travel API's code
 * loads only for a signed-in user. Resolves to the visits, or null for a visitor.
 *
 * `waitForUser: false` (`/` in the browser) does not wait for a user still loading: `/` shows the
 * landing page meanwhile (SPEC §2). The server always knows the user before it renders.
 *
 * The server waits for the visits; a read that failed there is left out (the page shows their
 * loading state, and the browser reads them again: issue #17). The browser waits for them at most
 * VISITS_WAIT_MS.
 */
export async function loadTravellerData(
  { context, request }: LoaderFunctionArgs,
  { waitForUser, alsoLoad }: { waitForUser: boolean; alsoLoad?: () => PromiseLike<unknown> },
): Promise<TravellerData | null> {
  const store = context.get(storeContext);
  if (!store) return null;
  const known = sessionApi.endpoints.getCurrentUser.select()(store.getState());
  if (!known.isSuccess && !waitForUser && !context.get(serverRenderContext)) return null;
  const user = await currentUser(store);
  if (!user) return null;
  const onServer = context.get(serverRenderContext);
  const travellerId = travellerOf(new URL(request.url).searchParams);
  /** One read's data, let go once there; the browser waits at most VISITS_WAIT_MS. */
  const settle = <T>(request: PromiseLike<{ data?: T }> & { unsubscribe: () => void }) => {
    const read = Promise.resolve(request).then(({ data }) => {
      request.unsubscribe();
      return data;
    });
    if (onServer) return read;
    return Promise.race([read, new Promise<undefined>((done) => setTimeout(done, VISITS_WAIT_MS))]);
  };
  const loadEntries = async () => {
    const { travelEntriesApi } = await import('../lib/travel/travel-entries-api');
    const listEntries = travelEntriesApi.endpoints.listEntries;
    if (listEntries.select(travellerId)(store.getState()).isError) return undefined;
    return settle(store.dispatch(listEntries.initiate(travellerId)));
  };
  const loadPeriods = async () => {
    const { excludedPeriodsApi } = await import('../lib/travel/excluded-periods-api');
    const listPeriods = excludedPeriodsApi.endpoints.listExcludedPeriods;
    if (listPeriods.select(travellerId)(store.getState()).isError) return undefined;
    return settle(store.dispatch(listPeriods.initiate(travellerId)));
  };
  const loadTravellers = async () => {
    const { travellersApi } = await import('../lib/travel/travellers-api');
    const listTravellers = travellersApi.endpoints.listTravellers;
    if (listTravellers.select()(store.getState()).isError) return undefined;
    return settle(store.dispatch(listTravellers.initiate()));
  };
  const [entries, periods, travellers] = await Promise.all([
    loadEntries(),
    loadPeriods(),
    loadTravellers(),
    alsoLoad?.(),
  ]);
  return {
    travellerId,
    entries: entries ?? null,
    periods: periods ?? null,
    travellers: travellers ?? null,
  };
}

/** `/dashboard`'s loader (see loadTravellerData). */
export function dashboardLoader(args: LoaderFunctionArgs): Promise<TravellerData | null> {
  return loadTravellerData(args, { waitForUser: true });
}

function travellerData(loaderData: Record<string, unknown> | undefined) {
  return (loaderData?.[ROUTE_IDS.dashboard] ?? loaderData?.[ROUTE_IDS.home]) as
    TravellerData | null | undefined;
}

/**
 * The endpoints whose read the server made for its page and could not (the user, the entries):
 * the browser's store is made with them (lib/api.ts ApiExtra), and its first read of each is
 * their one retry.
 */
export function readsFailedOnServer(loaderData: Record<string, unknown> | undefined): Set<string> {
  const failed = new Set<string>();
  const root = loaderData?.[ROUTE_IDS.root] as RootData | null | undefined;
  if (root && !('user' in root)) failed.add('getCurrentUser');
  if (travellerData(loaderData)?.entries === null) failed.add('listEntries');
  if (travellerData(loaderData)?.periods === null) failed.add('listExcludedPeriods');
  if (travellerData(loaderData)?.travellers === null) failed.add('listTravellers');
  return failed;
}

/**
 * Starts the browser's store from what the server's loaders read (the router's hydration data):
 * the configuration, the user and their visits, so that the browser's first render is the
 * server's page and asks the API for none of them again.
 */
export async function seedStore(
  store: AppStore,
  loaderData: Record<string, unknown> | undefined,
): Promise<void> {
  const root = loaderData?.[ROUTE_IDS.root] as RootData | null | undefined;
  if (root?.config) {
    store.dispatch(
      productConfigApi.util.upsertQueryEntries([
        { endpointName: 'getProductConfig', arg: undefined, value: root.config },
      ]),
    );
  }
  if (root) {
    if (root.user) store.dispatch(signedIn(root.user));
    else if (root.user === null)
      store.dispatch(
        sessionApi.util.upsertQueryEntries([
          { endpointName: 'getCurrentUser', arg: undefined, value: null },
        ]),
      );
  }
  const traveller = travellerData(loaderData);
  if (traveller?.travellers) {
    const { travellersApi } = await import('../lib/travel/travellers-api');
    store.dispatch(
      travellersApi.util.upsertQueryEntries([
        { endpointName: 'listTravellers', arg: undefined, value: traveller.travellers },
      ]),
    );
  }
  if (traveller?.periods) {
    const { excludedPeriodsApi } = await import('../lib/travel/excluded-periods-api');
    store.dispatch(
      excludedPeriodsApi.util.upsertQueryEntries([
        {
          endpointName: 'listExcludedPeriods',
          arg: traveller.travellerId,
          value: traveller.periods,
        },
      ]),
    );
  }
  if (!traveller?.entries) return;
  const { travelEntriesApi } = await import('../lib/travel/travel-entries-api');
  store.dispatch(
    travelEntriesApi.util.upsertQueryEntries([
      { endpointName: 'listEntries', arg: traveller.travellerId, value: traveller.entries },
    ]),
  );
}
