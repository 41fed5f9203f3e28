import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { LoadingSpinner } from '../components/feedback/loading-spinner';
import { paths } from '../config/paths';
import { RedirectIfSignedIn, RequireAuth } from '../lib/session';
import { dashboardLoader, routerContext } from './route-data';
import { RootLayout } from './routes/root-layout';
import type { AppStore } from './store';

/** A lazily loaded route: its module is fetched the first time the route matches. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

function PageSpinner() {
  return <LoadingSpinner fullPage />;
}

/** The route table of SPEC §2, with its guards. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageSpinner,
    children: [
      {
        index: true,
        // Its loader is the route module's: signed in, it loads the dashboard's code as well.
        lazy: async () => {
          const { HomeRoute, homeLoader } = await import('./routes/home-route');
          return { Component: HomeRoute, loader: homeLoader };
        },
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: paths.dashboard.path,
            loader: dashboardLoader,
            lazy: lazyPage(
              () => import('./routes/dashboard-route'),
              (m) => m.DashboardRoute,
            ),
          },
          {
            path: paths.admin.path,
            lazy: lazyPage(
              () => import('./routes/admin-route'),
              (m) => m.AdminRoute,
            ),
          },
        ],
      },
      {
        Component: RedirectIfSignedIn,
        children: [
          {
            path: paths.auth.path,
            lazy: lazyPage(
              () => import('./routes/auth-route'),
              (m) => m.AuthRoute,
            ),
          },
        ],
      },
      {
        path: paths.donate.path,
        lazy: lazyPage(
          () => import('./routes/donate-route'),
          (m) => m.DonateRoute,
        ),
      },
      {
        path: paths.resetPassword.path,
        lazy: lazyPage(
          () => import('./routes/reset-password-route'),
          (m) => m.ResetPasswordRoute,
        ),
      },
      {
        path: paths.unsubscribe.path,
        lazy: lazyPage(
          () => import('./routes/unsubscribe-route'),
          (m) => m.UnsubscribeRoute,
        ),
      },
      {
        path: paths.terms.path,
        lazy: lazyPage(
          () => import('./routes/legal-routes'),
          (m) => m.TermsRoute,
        ),
      },
      {
        path: paths.privacy.path,
        lazy: lazyPage(
          () => import('./routes/legal-routes'),
          (m) => m.PrivacyRoute,
        ),
      },
      {
        path: paths.faq.path,
        lazy: lazyPage(
          () => import('./routes/legal-routes'),
          (m) => m.FaqRoute,
        ),
      },
      {
        path: '*',
        lazy: lazyPage(
          () => import('./routes/not-found-route'),
          (m) => m.NotFoundRoute,
        ),
      },
    ],
  },
];

/** The app's router; the routes' loaders read `store` (app/route-data.ts). */
export function createAppRouter(store?: AppStore) {
  return createBrowserRouter(routes, { getContext: routerContext(store) });
}
