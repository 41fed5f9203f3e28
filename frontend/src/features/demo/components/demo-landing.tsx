import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

import { LoadingSpinner } from '../../../components/feedback/loading-spinner';
import { SiteFooter } from '../../../components/layout/site-footer';
import { SkipLink } from '../../../components/layout/skip-link';
import { useProductConfig } from '../../../lib/product-config';
import { localIsoDate } from '../../../lib/dates';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { useHasOpened } from '../../../lib/use-has-opened';
import type { DemoTab } from './demo-calendar';
import { DemoCallToAction } from './demo-call-to-action';
import { DemoFeatureCards } from './demo-feature-cards';
import { DemoHeader } from './demo-header';

// The calendar (the rules and the grid) is the browser's alone: it shows
// the visitor's own visits (kept in this browser) on the visitor's today. The server's page and
// the browser's hydration show its loading state; the calendar's code loads beside the page and
// renders once the page is interactive. The placeholder is a screen tall, so nothing in view moves.
const DemoCalendar = lazy(() =>
  import('./demo-calendar').then((module) => ({ default: module.DemoCalendar })),
);
const DemoTutorialDialog = lazy(() =>
  import('./demo-tutorial-dialog').then((module) => ({ default: module.DemoTutorialDialog })),
);

const systemClock = () => new Date();

function CalendarPlaceholder() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <LoadingSpinner />
    </Box>
  );
}

interface DemoLandingProps {
  /** The clock; tests pass a fixed instant. Today is its date in the browser's time zone. */
  now?: () => Date;
}

/**
 * SPEC §2 "Demo landing page" (/, signed out): the header, the headline, the demo calendar with
 * its status cards and tabs, the three feature cards and 'Ready for Full Access?'. The demo runs
 * in the browser only; its dialogs load when first opened.
 */
export function DemoLanding({ now = systemClock }: DemoLandingProps) {
  const { productName } = useProductConfig();
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
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <DemoHeader onHowItWorks={() => setIsTutorialOpen(true)} />
      <Container
        component="main"
        id="main"
        maxWidth="lg"
        sx={{ py: { xs: 3, md: 6 }, flexGrow: 1 }}
      >
        <Stack spacing={{ xs: 4, md: 6 }}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography component="h1" variant="h1" gutterBottom>
              Try {productName}&apos;s Interactive Calendar
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: '65ch', mx: 'auto' }}>
              Add a few sample visits and watch the 90/180-day rule at work: days used, days left
              and your status update with every click. No account needed, and nothing you enter
              leaves your browser.
            </Typography>
          </Box>
          {isHydrated ? (
            <Suspense fallback={<CalendarPlaceholder />}>
              {/* The visitor's today in the browser's own zone. */}
              <DemoCalendar today={localIsoDate(now())} tab={tab} onTabChange={setTab} />
            </Suspense>
          ) : (
            <CalendarPlaceholder />
          )}
          <DemoFeatureCards />
          <DemoCallToAction />
        </Stack>
      </Container>
      <SiteFooter />
      {hasOpenedTutorial ? (
        <Suspense fallback={null}>
          <DemoTutorialDialog
            open={isTutorialOpen}
            onClose={() => setIsTutorialOpen(false)}
            onTryCalendar={tryCalendar}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
