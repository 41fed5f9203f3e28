import { Suspense, use } from 'react';
import { type LoaderFunctionArgs, Navigate, useLocation } from 'react-router';

import { LoadingSpinner } from '../../components/feedback/loading-spinner';
import { paths } from '../../config/paths';
import { AppLink } from '../../components/navigation/app-link';
import { isDonationReturn } from '../../features/donate/donation-return';
import { withCatalogues } from '../../lib/i18n/page-language';
import { type PreloadedModule, preloadModule } from '../../lib/preloaded-module';
import { useDocumentTitle, useProductConfig } from '../../lib/product-config';
import { useAcknowledgeSignOut, useAuth } from '../../lib/session';
import { loadTravellerData, type TravellerData } from '../route-data';
import type * as DemoModule from '../../features/demo';
import type * as DashboardModule from './dashboard-route';

// Visitors never download the dashboard's code: it starts loading when a signed-in user is on `/`.
let dashboardRoute: PreloadedModule<typeof DashboardModule> | undefined;
export const loadDashboardRoute = () =>
  (dashboardRoute ??= preloadModule(() => import('./dashboard-route')));

/**
 * `/`'s loader: signed in, the dashboard's visits and its code, so that `/` renders the dashboard
 * at once (app/route-data.ts).
 */
export function homeLoader(args: LoaderFunctionArgs): Promise<TravellerData | null> {
  return loadTravellerData(args, { waitForUser: false, alsoLoad: loadDashboardRoute });
}

// Signed-in users never download the landing page's code and messages: they start loading when a
// visitor (after signing out, or while the user loads) is shown the landing page inside the app.
let demoLanding: PreloadedModule<typeof DemoModule> | undefined;
const loadDemoLanding = () =>
  (demoLanding ??= preloadModule(() =>
    withCatalogues(() => import('../../features/demo'), ['landing']),
  ));

function Dashboard() {
  const { DashboardRoute } = use(loadDashboardRoute());
  return <DashboardRoute />;
}

/**
 * "/": the landing page while signed out or loading, the dashboard when signed in (SPEC §2). The
 * return from Stripe comes here (SPEC §7: "the product home with donation=success") and goes on to
 * the donate page, which thanks the donor (SPEC §2), with the whole query.
 */
export function HomeRoute() {
  const { user } = useAuth();
  const { search } = useLocation();
  useAcknowledgeSignOut();
  if (isDonationReturn(search)) {
    return <Navigate to={`${paths.donate.getHref()}${search}`} replace />;
  }
  if (!user) {
    return (
      <Suspense fallback={<LoadingSpinner fullPage />}>
        <Landing />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<LoadingSpinner fullPage />}>
      <Dashboard />
    </Suspense>
  );
}

/**
 * The demo landing page, titled for search results and shared links (SPEC §2), inside the app
 * (after signing out, or while the user loads): its links navigate in the router. A visitor's
 * first page is the same landing page, rendered and hydrated without the app
 * (app/landing/landing-root.tsx, docs/adr/0026).
 */
function Landing() {
  useDocumentTitle('title.home');
  const { DemoLanding } = use(loadDemoLanding());
  return <DemoLanding config={useProductConfig()} linkComponent={AppLink} />;
}
