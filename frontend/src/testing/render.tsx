import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import type { UserDto } from '@app/contracts';

import { AppProviders } from '../app/app';
import { routerContext } from '../app/route-data';
import { routes as appRoutes } from '../app/router';
import { makeStore } from '../app/store';
import { productConfigApi } from '../lib/product-config';
import { signedIn, signedOut } from '../lib/session';
import type { PageLanguage } from '../lib/i18n/language-provider';
import { TEST_PRODUCT_CONFIG } from './builders';
import { ENGLISH_PAGE } from './page-language';
import { apiUrl, server } from './server';

interface RenderOptions {
  /** The URL to start at. */
  route?: string;
  /**
   * The current user: a user, null (signed out), 'loading' (GET /api/user never answers), or
   * 'unread' (the store starts without it: GET /api/user answers with the test's handlers).
   */
  user?: UserDto | null | 'loading' | 'unread';
  /** The page's language and messages (default: English, SPEC's text). */
  page?: PageLanguage;
  /** Use a fake-timer-aware user-event (pass jest.advanceTimersByTime). */
  advanceTimers?: (ms: number) => void;
}

function prepareStore(user: RenderOptions['user']) {
  const store = makeStore();
  store.dispatch(
    productConfigApi.util.upsertQueryEntries([
      { endpointName: 'getProductConfig', arg: undefined, value: TEST_PRODUCT_CONFIG },
    ]),
  );
  if (user === 'unread') return store;
  if (user === 'loading') {
    server.use(http.get(apiUrl('user'), () => delay('infinite')));
  } else if (user) {
    store.dispatch(signedIn(user));
  } else {
    store.dispatch(signedOut());
  }
  return store;
}

function renderRouter(routes: RouteObject[], options: RenderOptions) {
  const store = prepareStore(options.user ?? null);
  const router = createMemoryRouter(routes, {
    initialEntries: [options.route ?? '/'],
    getContext: routerContext(store),
  });
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : undefined,
  );
  const view = render(
    <AppProviders store={store} page={options.page ?? ENGLISH_PAGE}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, user };
}

/** The whole app (its real route table and guards) at `route`. */
export function renderApp(options: RenderOptions = {}) {
  return renderRouter(appRoutes, options);
}

/**
 * One component with every provider and a router around it. Other paths render a marker, so a
 * test can see where a navigation went (`router.state.location`).
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRouter(
    [
      { path: new URL(options.route ?? '/', 'http://localhost').pathname, element: ui },
      { path: '*', element: <p>Another page</p> },
    ],
    options,
  );
}
