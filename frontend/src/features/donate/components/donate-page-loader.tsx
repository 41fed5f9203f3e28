import { lazy, Suspense } from 'react';

import { LoadingSpinner } from '../../../components/feedback/loading-spinner';

const DonatePageContent = lazy(() =>
  import('./donate-page').then((module) => ({ default: module.DonatePage })),
);

/**
 * /donate, fetched with Stripe's libraries only when the page opens: the donation prompt comes
 * from this feature too and is on every page, so the page itself must not join the main bundle.
 */
export function DonatePage() {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <DonatePageContent />
    </Suspense>
  );
}
