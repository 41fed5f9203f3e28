import { lazy, Suspense } from 'react';

import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { useCookieConsent } from '../use-cookie-consent';

// The banner's code is fetched only for a visitor who is to see it (a European time zone and no
// stored choice): it stays out of every page's first load.
const CookieBannerPanel = lazy(() => import('./cookie-banner-panel'));

/**
 * SPEC §2 "Overlays on every page": the cookie banner, when SPEC §4's rule shows it. The rule
 * reads the browser's time zone and storage, so it is applied once the page has hydrated (the
 * server's page has no banner).
 */
export function CookieBanner() {
  const consent = useCookieConsent();
  const isHydrated = useIsHydrated();
  if (!isHydrated || !consent.isBannerVisible) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel />
    </Suspense>
  );
}
