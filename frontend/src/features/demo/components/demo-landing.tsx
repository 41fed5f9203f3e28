import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { LoadingSpinner } from '../../../components/feedback/loading-spinner';
import { SiteFooterView } from '../../../components/layout/site-footer-view';
import { SkipLink } from '../../../components/layout/skip-link';
import type { LinkComponent } from '../../../components/navigation/link-component';
import { localIsoDate } from '../../../lib/dates';
import { withCatalogues } from '../../../lib/i18n/page-language';
import type { ProductConfig } from '../../../lib/product-config/product-config';
import { useHasOpened } from '../../../lib/use-has-opened';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import type { DemoTab } from './demo-calendar';
import { DemoCallToAction } from './demo-call-to-action';
import { DemoFeatureCards } from './demo-feature-cards';
import { DemoHeader } from './demo-header';
import styles from './demo-landing.module.css';

// The calendar (the rules and the grid) is the browser's alone: it shows the visitor's own visits
// (kept in this browser) on the visitor's today. The server's page and the browser's hydration
// show its loading state; its code (MUI's components with the theme: demo-calendar-island.tsx)
// loads once the page is interactive. The placeholder is a screen tall, so nothing in view moves.
// The tutorial's code (MUI's Dialog) loads the first time it opens.
// The year calendar and the status alert it shows are the dashboard's too: their messages
// (namespace `calendar`) load with it.
const DemoCalendar = lazy(() =>
  withCatalogues(() => import('./demo-calendar-island'), ['calendar']).then((module) => ({
    default: module.DemoCalendarIsland,
  })),
);
const DemoTutorialDialog = lazy(() =>
  import('./demo-tutorial-island').then((module) => ({ default: module.DemoTutorialIsland })),
);

const systemClock = () => new Date();

function CalendarPlaceholder() {
  const intl = useIntl();
  return (
    <div className={styles.calendarPlaceholder}>
      <LoadingSpinner label={intl.formatMessage({ id: 'landing.demo.loading' })} />
    </div>
  );
}

interface DemoLandingProps {
  config: ProductConfig;
  /**
   * What its links render with: plain links (a full navigation) on the page the server renders
   * for a visitor, which runs no router (docs/adr/0026); the app's router links inside the app.
   */
  linkComponent?: LinkComponent;
  /** The clock; tests pass a fixed instant. Today is its date in the browser's time zone. */
  now?: () => Date;
}

/**
 * SPEC §2 "Demo landing page" (/, signed out): the header, the headline, the demo calendar with
 * its status cards and tabs, the three feature cards and 'Ready for Full Access?'. Plain elements
 * and a stylesheet: the page hydrates with React alone (docs/adr/0026). The demo runs in the
 * browser only, after the page is interactive; its dialogs load when first opened.
 */
export function DemoLanding({ config, linkComponent = 'a', now = systemClock }: DemoLandingProps) {
  const isHydrated = useIsHydrated();
  const [tab, setTab] = useState<DemoTab>('calendar');
  const [isTutorialOpen, setIsTutorialOpen] = useState(false);
  const hasOpenedTutorial = useHasOpened(isTutorialOpen);

  const tryCalendar = () => {
    setIsTutorialOpen(false);
    setTab('calendar');
    document.getElementById('demo-calendar')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className={styles.page}>
      <SkipLink />
      <DemoHeader onHowItWorks={() => setIsTutorialOpen(true)} linkComponent={linkComponent} />
      <main id="main" className={styles.main}>
        <div className={styles.hero}>
          <h1 className={styles.h1}>
            <FormattedMessage
              id="landing.hero.title"
              values={{ productName: config.productName }}
            />
          </h1>
          <p className={styles.lead}>
            <FormattedMessage id="landing.hero.lead" />
          </p>
        </div>
        {isHydrated ? (
          <Suspense fallback={<CalendarPlaceholder />}>
            {/* The visitor's today in the browser's own zone. */}
            <DemoCalendar today={localIsoDate(now())} tab={tab} onTabChange={setTab} />
          </Suspense>
        ) : (
          <CalendarPlaceholder />
        )}
        <DemoFeatureCards />
        <DemoCallToAction linkComponent={linkComponent} />
      </main>
      <SiteFooterView config={config} linkComponent={linkComponent} />
      {hasOpenedTutorial ? (
        <Suspense fallback={null}>
          <DemoTutorialDialog
            productName={config.productName}
            open={isTutorialOpen}
            onClose={() => setIsTutorialOpen(false)}
            onTryCalendar={tryCalendar}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
