import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';

import { LoadingSpinner } from '../../components/feedback/loading-spinner';
import { paths } from '../../config/paths';
import { DemoLanding } from '../../features/demo';
import { useDocumentTitle } from '../../lib/product-config';
import { useAcknowledgeSignOut, useAuth } from '../../lib/session';

// Visitors never download the dashboard's code.
const DashboardRoute = lazy(() =>
  import('./dashboard-route').then((module) => ({ default: module.DashboardRoute })),
);

/**
 * "/": the landing page while signed out or loading, the dashboard when signed in (SPEC §2). The
 * return from Stripe comes here (SPEC §7: "the product home with donation=success") and goes on to
 * the donate page, which thanks the donor (SPEC §2), with the whole query.
 */
export function HomeRoute() {
  const { user } = useAuth();
  const { search } = useLocation();
  useAcknowledgeSignOut();
  if (new URLSearchParams(search).get('donation') === 'success') {
    return <Navigate to={`${paths.donate.getHref()}${search}`} replace />;
  }
  if (!user) return <Landing />;
  return (
    <Suspense fallback={<LoadingSpinner fullPage />}>
      <DashboardRoute />
    </Suspense>
  );
}

/** The demo landing page, titled for search results and shared links (SPEC §2). */
function Landing() {
  useDocumentTitle('Free 90/180-day Schengen calculator');
  return <DemoLanding />;
}
