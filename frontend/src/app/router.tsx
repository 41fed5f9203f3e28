import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';

import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { LoadingSpinner } from '../components/feedback/loading-spinner';
import { paths } from '../config/paths';
import { withCatalogues } from '../lib/i18n/page-language';
import { PAGE_CATALOGUES } from '../server/asset-manifest';
import { RedirectIfSignedIn, RequireAuth } from '../lib/session';
import {
  dashboardLoader,
  redirectSignedInLoader,
  requireUserLoader,
  rootLoader,
  ROUTE_IDS,
  routerContext,
} from './route-data';
import { RootLayout } from './routes/root-layout';
import type { AppStore } from './store';

/**
 * What a route's `handle` names: its module under src/app/routes (the server preloads that
 * module's chunks with the page, src/server/assets.ts).
 */
export interface RouteHandle {
  module: string;
  /** The HTTP status of the server's answer with this page (404 for the not-found page). */
  status?: number;
}

/**
 * A route module and, in the browser, its messages in the page's language (PAGE_CATALOGUES): the
 * route renders once both have arrived (docs/adr/0035).
 */
function loadRouteModule<M>(module: string, load: () => Promise<M>): Promise<M> {
  return withCatalogues(load, PAGE_CATALOGUES[module] ?? []);
}

/** A lazily loaded route: its module is fetched the first time the route matches. */
function lazyPage<M>(module: string, load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return {
    handle: { module } satisfies RouteHandle,
    lazy: async () => ({ Component: pick(await loadRouteModule(module, load)) }),
  };
}

function PageSpinner() {
  return <LoadingSpinner fullPage />;
}

/** The route table of SPEC §2, with its guards. */
export const routes: RouteObject[] = [
  {
    id: ROUTE_IDS.root,
    loader: rootLoader,
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageSpinner,
    children: [
      {
        id: ROUTE_IDS.home,
        index: true,
        handle: { module: 'home-route' } satisfies RouteHandle,
        // Its loader is the route module's: signed in, it loads the dashboard's code as well.
        lazy: async () => {
          const { HomeRoute, homeLoader } = await loadRouteModule(
            'home-route',
            () => import('./routes/home-route'),
          );
          return { Component: HomeRoute, loader: homeLoader };
        },
      },
      {
        Component: RequireAuth,
        loader: requireUserLoader,
        children: [
          {
            id: ROUTE_IDS.dashboard,
            path: paths.dashboard.path,
            loader: dashboardLoader,
            ...lazyPage(
              'dashboard-route',
              () => import('./routes/dashboard-route'),
              (m) => m.DashboardRoute,
            ),
          },
          {
            path: paths.admin.path,
            ...lazyPage(
              'admin-route',
              () => import('./routes/admin-route'),
              (m) => m.AdminRoute,
            ),
          },
        ],
      },
      {
        Component: RedirectIfSignedIn,
        loader: redirectSignedInLoader,
        children: [
          {
            path: paths.auth.path,
            ...lazyPage(
              'auth-route',
              () => import('./routes/auth-route'),
              (m) => m.AuthRoute,
            ),
          },
        ],
      },
      {
        path: paths.donate.path,
        ...lazyPage(
          'donate-route',
          () => import('./routes/donate-route'),
          (m) => m.DonateRoute,
        ),
      },
      {
        path: paths.resetPassword.path,
        ...lazyPage(
          'reset-password-route',
          () => import('./routes/reset-password-route'),
          (m) => m.ResetPasswordRoute,
        ),
      },
      {
        path: paths.unsubscribe.path,
        ...lazyPage(
          'unsubscribe-route',
          () => import('./routes/unsubscribe-route'),
          (m) => m.UnsubscribeRoute,
        ),
      },
      {
        path: paths.confirmEmail.path,
        ...lazyPage(
          'confirm-email-route',
          () => import('./routes/confirm-email-route'),
          (m) => m.ConfirmEmailRoute,
        ),
      },
      {
        path: paths.terms.path,
        ...lazyPage(
          'legal-routes',
          () => import('./routes/legal-routes'),
          (m) => m.TermsRoute,
        ),
      },
      {
        path: paths.privacy.path,
        ...lazyPage(
          'legal-routes',
          () => import('./routes/legal-routes'),
          (m) => m.PrivacyRoute,
        ),
      },
      {
        path: paths.faq.path,
        ...lazyPage(
          'legal-routes',
          () => import('./routes/legal-routes'),
          (m) => m.FaqRoute,
        ),
      },
      {
        path: '*',
        ...lazyPage(
          'not-found-route',
          () => import('./routes/not-found-route'),
          (m) => m.NotFoundRoute,
        ),
        handle: { module: 'not-found-route', status: 404 } satisfies RouteHandle,
      },
    ],
  },
];

/**
 * The app's router; the routes' loaders read `store` (app/route-data.ts). `hydrationData`: what
 * the server's loaders answered for the page it rendered (src/main.tsx).
 */
export function createAppRouter(store?: AppStore, hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { getContext: routerContext(store), hydrationData });
}
