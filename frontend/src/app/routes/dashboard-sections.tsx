import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Suspense, use, useState } from 'react';
import { useIntl } from 'react-intl';

import { LoadingSection } from '../../components/feedback/loading-section';
import { LoadingSpinner } from '../../components/feedback/loading-spinner';
import { hydratedLater } from '../../components/layout/hydrated-later';
import { renderedAfterStart } from '../../components/layout/rendered-after-start';
import { TabBar, type TabBarItem } from '../../components/navigation/tab-bar';
import { tabIds } from '../../components/navigation/tab-ids';
import { TutorialButton } from '../../features/onboarding';
import { TripPlannerSection } from '../../features/planner/section';
import { CalendarView } from '../../features/travel/calendar';
import { withCatalogues } from '../../lib/i18n/page-language';
import { preloadModule } from '../../lib/preloaded-module';

// Travel History and Profile are not shown on arrival: their code, and the Profile tab's messages
// (the `profile` namespace, which the dashboard's first view does not need), load from the moment
// this module runs, beside the page, and are there long before either tab is chosen.
const tabs = preloadModule(() =>
  withCatalogues(
    () => import('./dashboard-tabs'),
    ['profile', 'history', 'transfer', 'travellers'],
  ),
);

// The check cards and the trip planner are below the first view, and their forms bring most of
// the dashboard's code (the fields, Formik and yup): the dashboard becomes interactive without
// them, and they hydrate when their code has arrived (docs/adr/0019, "Budgets").
const DashboardCards = hydratedLater(
  () =>
    withCatalogues(() => import('../../features/checks'), ['checks']).then(
      (module) => module.DashboardCards,
    ),
  <LoadingSpinner />,
);
// The planner's two forms; its card (features/planner/section) is the page's own, and holds them
// and the explanations' whole-trip check (issue #21) side by side, neither inside the other's
// loading boundary.
const TripPlanners = hydratedLater(
  () =>
    withCatalogues(() => import('../../features/planner'), ['planner']).then(
      (module) => module.TripPlanners,
    ),
  <LoadingSpinner />,
);
// The explanations (issue #21) are parts that load after the page, each with the `explain`
// messages: the page's first view has none of their text.
// The calendar's "Why" switch and dialog hydrate when their code has arrived.
const whyPanel = () => withCatalogues(() => import('../../features/explain/calendar'), ['explain']);
const calendarExplainer = {
  ModeSwitch: hydratedLater(() => whyPanel().then((module) => module.WhyModeSwitch)),
  Dialog: hydratedLater(() => whyPanel().then((module) => module.WhyDialog)),
};
// Residence permits and long-stay visas (issue #22): a form below the first view, as the planner.
const ExcludedPeriodsCard = hydratedLater(
  () =>
    withCatalogues(() => import('../../features/periods'), ['planner']).then(
      (module) => module.ExcludedPeriodsCard,
    ),
  <LoadingSpinner />,
);
// Planning a trip for several travellers at once (issue #22): shown to an account with two
// travellers or more, below the planner, as the planner loads.
const JointPlannerCard = hydratedLater(() =>
  withCatalogues(() => import('../../features/planner'), ['planner']).then(
    (module) => module.JointPlannerCard,
  ),
);
// The explanations' parts that are not in the first view (issue #21): "Days coming back" (its chart,
// MUI X Charts, the largest module of the dashboard) and the planner's whole-trip check. Neither is
// in the server's page: their loading states hold their places, and they render once the
// dashboard is interactive and they come near the screen (docs/adr/0026), one screen ahead of
// the reader, so that they are drawn before they come into view. Their loading states take the
// height the parts had on a phone (412 px wide) for a traveller with one visit, measured by
// e2e/first-paint.spec.ts (the days coming back grow by a table row per run of dates).
const DAYS_COMING_BACK_HEIGHT = 555;
const TRIP_CHECK_HEIGHT = 216;
const DaysComingBackCard = renderedAfterStart(
  () =>
    withCatalogues(() => import('../../features/explain'), ['explain']).then(
      (module) => module.DaysComingBackCard,
    ),
  function DaysComingBackLoading() {
    return <LoadingSection card minHeight={DAYS_COMING_BACK_HEIGHT} />;
  },
);
const TripCheck = renderedAfterStart(
  () =>
    withCatalogues(() => import('../../features/explain'), ['explain']).then(
      (module) => module.TripCheck,
    ),
  function TripCheckLoading() {
    return <LoadingSection minHeight={TRIP_CHECK_HEIGHT} />;
  },
);

function TravelHistoryPanel() {
  const { TravelHistoryTab } = use(tabs);
  return <TravelHistoryTab />;
}

function ProfilePanel() {
  const { ProfileTab } = use(tabs);
  return <ProfileTab />;
}

type DashboardTab = 'calendar' | 'travel-history' | 'profile';

// The tabs in their order, each with its label's message.
const TABS = [
  { value: 'travel-history', label: 'dashboard.tabs.history' },
  { value: 'calendar', label: 'dashboard.tabs.calendar' },
  { value: 'profile', label: 'dashboard.tabs.profile' },
] as const satisfies readonly { value: DashboardTab; label: string }[];

/**
 * The dashboard below its status (SPEC §2 Dashboard): the three tabs (Calendar View first), the
 * check cards, the days coming back, the residence permits and long-stay visas, the trip planner
 * and the tutorial.
 */
export function DashboardSections() {
  const intl = useIntl();
  const [tab, setTab] = useState<DashboardTab>('calendar');
  const tabs: TabBarItem<DashboardTab>[] = TABS.map(({ value, label }) => ({
    value,
    label: intl.formatMessage({ id: label }),
    ...tabIds('dashboard', value).tab,
  }));
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 4, mb: 3, minWidth: 0 }}>
        <TabBar
          label={intl.formatMessage({ id: 'dashboard.tabs.label' })}
          tabs={tabs}
          value={tab}
          onChange={setTab}
        />
      </Box>
      {TABS.map(({ value }) => (
        <div key={value} {...tabIds('dashboard', value).panel} hidden={tab !== value}>
          {tab === value && value === 'calendar' ? (
            <CalendarView explainer={calendarExplainer} />
          ) : null}
          <Suspense fallback={<LoadingSpinner />}>
            {tab === value && value === 'travel-history' ? <TravelHistoryPanel /> : null}
            {tab === value && value === 'profile' ? <ProfilePanel /> : null}
          </Suspense>
        </div>
      ))}
      <DashboardCards />
      <Stack spacing={3} sx={{ mt: 3 }}>
        <DaysComingBackCard />
        <ExcludedPeriodsCard />
        <TripPlannerSection>
          <TripPlanners />
          <Box sx={{ mt: 3 }}>
            <TripCheck />
          </Box>
        </TripPlannerSection>
        <JointPlannerCard />
        <Box>
          <TutorialButton />
        </Box>
      </Stack>
    </>
  );
}
