import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

import { DemoLanding } from '../../features/demo';
import { type ProductConfigDto, productConfigApi } from '../../lib/product-config';
import { AppProviders } from '../app';
import { AuthRoute } from '../routes/auth-route';
import { makeStore } from '../store';

/**
 * What GET /api/config answers unless the deployment configures otherwise: the gateway's defaults
 * (PRODUCT_NAME and SUPPORT_EMAIL in gateway/src/config/env.schema.ts; a workspace check keeps
 * them equal). A build for other values passes them (scripts/prerender.mjs reads the same names).
 */
export const DEFAULT_PRODUCT_CONFIG: ProductConfigDto = {
  product_name: 'Schengen Tracker',
  support_email: 'support@schengen-tracker.example',
};

/** The pages the build prerenders, by the first segment of their address. */
export const PRERENDERED_PAGES: Record<string, { path: string; page: () => ReactNode }> = {
  '': { path: '/', page: () => <DemoLanding /> },
  auth: { path: '/auth', page: () => <AuthRoute /> },
};

/**
 * A page as the app's first render on a signed-out visitor's screen shows it, as HTML: the same
 * providers, theme and components, the configuration the gateway answers (`config`), and what
 * loads lazily (the demo calendar, the dialogs) still loading. The build writes it into the page's
 * HTML (scripts/prerender.mjs), so that it paints before any JavaScript has run.
 *
 * On the server Emotion writes each style as a <style data-emotion> tag before the element that
 * first uses it; scripts/prerender.mjs moves them into <head>, where the app's Emotion cache
 * adopts them instead of inserting them again.
 */
export function renderPage(segment: string, config: ProductConfigDto = DEFAULT_PRODUCT_CONFIG) {
  const prerendered = PRERENDERED_PAGES[segment];
  if (!prerendered) throw new Error(`no prerendered page for /${segment}`);
  const store = makeStore();
  store.dispatch(
    productConfigApi.util.upsertQueryEntries([
      {
        endpointName: 'getProductConfig',
        arg: undefined,
        value: config,
      },
    ]),
  );
  return renderToStaticMarkup(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[prerendered.path]}>{prerendered.page()}</MemoryRouter>
    </AppProviders>,
  );
}
