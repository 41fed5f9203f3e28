import { Outlet, ScrollRestoration } from 'react-router';

import { CookieBanner } from '../../features/consent';
import { DonationPrompt } from '../../features/donate';

/** Wraps every page: the page itself, then the overlays shown on every page (SPEC §2). */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieBanner />
      <DonationPrompt />
      <ScrollRestoration />
    </>
  );
}
