import { lazy, Suspense } from 'react';

import { useCookieConsent } from '../use-cookie-consent';

// The banner's code is fetched only for a visitor who is to see it (a European time zone and no
// stored choice): it stays out of every page's first load.
const CookieBannerPanel = lazy(() => import('./cookie-banner-panel'));

/** SPEC §2 "Overlays on every page": the cookie banner, when SPEC §4's rule shows it. */
export function CookieBanner() {
  const consent = useCookieConsent();
  if (!consent.isBannerVisible) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel />
    </Suspense>
  );
}
