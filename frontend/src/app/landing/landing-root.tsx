import { ControlsAfterHydration } from '../../components/layout/controls-after-hydration';
import { DemoLanding } from '../../features/demo';
import { toProductConfig } from '../../lib/product-config/product-config';
import { LandingCookieBanner } from './landing-cookie-banner';
import type { LandingData } from './landing-data';

/**
 * The visitor's landing page (`/` signed out) as the server renders it and the browser hydrates
 * it, without the app's providers (docs/adr/0026): the page (plain elements and a stylesheet,
 * its links full navigations into the app), its controls disabled until it has hydrated, and the
 * cookie banner. `now`: the demo's clock (tests).
 */
export function LandingRoot({ data, now }: { data: LandingData; now?: () => Date }) {
  return (
    <>
      <ControlsAfterHydration>
        <DemoLanding config={toProductConfig(data.config)} {...(now ? { now } : {})} />
      </ControlsAfterHydration>
      <LandingCookieBanner config={data.config} />
    </>
  );
}
