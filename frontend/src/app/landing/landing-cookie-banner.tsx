import { lazy, Suspense, useEffect, useState } from 'react';

import type { AppConfigDto } from '@app/contracts';

import { isCookieBannerDue } from '../../features/consent/cookie-banner-rule';
import {
  readBannerHiddenForSession,
  readCookiePreferences,
} from '../../features/consent/consent-storage';
import { browserTimeZone } from '../../lib/time-zones';

// The banner and what it runs on (MUI, the store with the visitor's choice) load only for a
// visitor who is to see it, once the landing page is interactive.
const CookieBannerIsland = lazy(() => import('./cookie-banner-island'));

/**
 * SPEC §2 "Overlays on every page" on the visitor's landing page, which runs without the app's
 * providers (docs/adr/0026): the cookie banner, when SPEC §4's rule shows it. The rule reads the
 * browser's time zone and storage, so it is applied once the page has hydrated (the server's page
 * has no banner), as the app's CookieBanner does.
 */
export function LandingCookieBanner({ config }: { config: AppConfigDto | null }) {
  const [isDue, setIsDue] = useState(false);
  useEffect(() => {
    setIsDue(
      isCookieBannerDue(readCookiePreferences(), readBannerHiddenForSession(), browserTimeZone()),
    );
  }, []);
  if (!isDue) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerIsland config={config} />
    </Suspense>
  );
}
