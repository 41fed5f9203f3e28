import { lazy, Suspense } from 'react';

import { LoadingSpinner } from '../../components/feedback/loading-spinner';
import { DemoLanding } from '../../features/demo';
import { useDocumentTitle } from '../../lib/product-config';
import { useAcknowledgeSignOut, useAuth } from '../../lib/session';

// Visitors never download the dashboard's code.
const DashboardRoute = lazy(() =>
  import('./dashboard-route').then((module) => ({ default: module.DashboardRoute })),
);

/** "/": the landing page while signed out or loading, the dashboard when signed in (SPEC §2). */
export function HomeRoute() {
  const { user } = useAuth();
  useAcknowledgeSignOut();
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
