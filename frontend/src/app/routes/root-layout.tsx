import { Outlet, ScrollRestoration } from 'react-router';

import { CookieBanner } from '../../features/consent';

/** Wraps every page: the page itself, then the overlays shown on every page (SPEC §2). */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieBanner />
      <ScrollRestoration />
    </>
  );
}
