import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Suspense, use, useState } from 'react';

import { LoadingSpinner } from '../../components/feedback/loading-spinner';
import { hydratedLater } from '../../components/layout/hydrated-later';
import { TabBar, type TabBarItem } from '../../components/navigation/tab-bar';
import { tabIds } from '../../components/navigation/tab-ids';
import { TutorialButton } from '../../features/onboarding';
import { CalendarView } from '../../features/travel/calendar';
import { preloadModule } from '../../lib/preloaded-module';

// Travel History and Profile are not shown on arrival: their code loads from the moment this
// module runs, beside the page, and is there long before either tab is chosen.
const tabs = preloadModule(() => import('./dashboard-tabs'));

// The check cards and the trip planner are below the first view, and their forms bring most of
// the dashboard's code (the fields, Formik and yup): the dashboard becomes interactive without
// them, and they hydrate when their code has arrived (docs/adr/0019, "Budgets").
const DashboardCards = hydratedLater(
  () => import('../../features/checks').then((module) => module.DashboardCards),
  <LoadingSpinner />,
);
// The planner with the explanations' whole-trip check (issue #21) in it.
const TripPlannerCard = hydratedLater(
  () =>
    Promise.all([import('../../features/planner'), import('../../features/explain')]).then(
      ([planner, explain]) =>
        function PlannerWithTripCheck() {
          return <planner.TripPlannerCard tripCheck={<explain.TripCheck />} />;
        },
    ),
  <LoadingSpinner />,
);
// The calendar's "Why" switch and dialog (issue #21) hydrate when their code has arrived.
const whyPanel = () => import('../../features/explain/calendar');
const calendarExplainer = {
  ModeSwitch: hydratedLater(() => whyPanel().then((module) => module.WhyModeSwitch)),
  Dialog: hydratedLater(() => whyPanel().then((module) => module.WhyDialog)),
};
// Residence permits and long-stay visas (issue #22): a form below the first view, as the planner.
const ExcludedPeriodsCard = hydratedLater(
  () => import('../../features/periods').then((module) => module.ExcludedPeriodsCard),
  <LoadingSpinner />,
);
const DaysComingBackCard = hydratedLater(
  () => import('../../features/explain').then((module) => module.DaysComingBackCard),
  <LoadingSpinner />,
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

const TABS: TabBarItem<DashboardTab>[] = [
  {
    value: 'travel-history',
    label: 'Travel History',
    ...tabIds('dashboard', 'travel-history').tab,
  },
  { value: 'calendar', label: 'Calendar View', ...tabIds('dashboard', 'calendar').tab },
  { value: 'profile', label: 'Profile', ...tabIds('dashboard', 'profile').tab },
];

/**
 * The dashboard below its status (SPEC §2 Dashboard): the three tabs (Calendar View first), the
 * check cards, the days coming back, the residence permits and long-stay visas, the trip planner
 * and the tutorial.
 */
export function DashboardSections() {
  const [tab, setTab] = useState<DashboardTab>('calendar');
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 4, mb: 3, minWidth: 0 }}>
        <TabBar label="Dashboard sections" tabs={TABS} value={tab} onChange={setTab} />
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
        <TripPlannerCard />
        <Box>
          <TutorialButton />
        </Box>
      </Stack>
    </>
  );
}
