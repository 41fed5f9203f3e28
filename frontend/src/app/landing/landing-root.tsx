import { ControlsAfterHydration } from '../../components/layout/controls-after-hydration';
import { DemoLanding } from '../../features/demo';
import { LanguageProvider, type PageLanguage } from '../../lib/i18n/language-provider';
import { toProductConfig } from '../../lib/product-config/product-config';
import { LandingCookieBanner } from './landing-cookie-banner';
import type { LandingData } from './landing-data';

/**
 * The visitor's landing page (`/` signed out) as the server renders it and the browser hydrates
 * it, without the app's providers (docs/adr/0026): the page (plain elements and a stylesheet,
 * its links full navigations into the app), its controls disabled until it has hydrated, and the
 * cookie banner, in the page's language (`page`: docs/adr/0035). `now`: the demo's clock (tests).
 */
export function LandingRoot({
  data,
  page,
  now,
}: {
  data: LandingData;
  page: PageLanguage;
  now?: () => Date;
}) {
  return (
    <LanguageProvider page={page}>
      <ControlsAfterHydration>
        <DemoLanding config={toProductConfig(data.config)} {...(now ? { now } : {})} />
      </ControlsAfterHydration>
      <LandingCookieBanner config={data.config} />
    </LanguageProvider>
  );
}
