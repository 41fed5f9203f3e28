import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, use, useState } from 'react';

import { LoadingSpinner } from '../../components/feedback/loading-spinner';
import { DashboardCards } from '../../features/checks';
import { TutorialButton } from '../../features/onboarding';
import { TripPlannerCard } from '../../features/planner';
import { CalendarView } from '../../features/travel/calendar';
import { preloadModule } from '../../lib/preloaded-module';
import { tabIds } from '../../components/navigation/tab-ids';

// Travel History and Profile are not shown on arrival: their code loads from the moment this
// module runs, beside the page, and is there long before either tab is chosen.
const tabs = preloadModule(() => import('./dashboard-tabs'));

function TravelHistoryPanel() {
  const { TravelHistoryTab } = use(tabs);
  return <TravelHistoryTab />;
}

function ProfilePanel() {
  const { ProfileTab } = use(tabs);
  return <ProfileTab />;
}

type DashboardTab = 'calendar' | 'travel-history' | 'profile';

const TABS: { value: DashboardTab; label: string }[] = [
  { value: 'travel-history', label: 'Travel History' },
  { value: 'calendar', label: 'Calendar View' },
  { value: 'profile', label: 'Profile' },
];

/**
 * The dashboard below its status (SPEC §2 Dashboard): the three tabs (Calendar View first), the
 * check cards, the trip planner and the tutorial. Its own chunk: dashboard-route.tsx starts
 * loading it at once and does not hold the welcome heading and the status for it.
 */
export function DashboardSections() {
  const [tab, setTab] = useState<DashboardTab>('calendar');
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 4, mb: 3, minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: DashboardTab) => setTab(value)}
          aria-label="Dashboard sections"
          variant="scrollable"
          allowScrollButtonsMobile
          // At 320 px the three tabs fit side by side without their desktop minimum width.
          sx={{
            minWidth: 0,
            '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1, sm: 2 } },
          }}
        >
          {TABS.map(({ value, label }) => (
            <Tab key={value} value={value} label={label} {...tabIds('dashboard', value).tab} />
          ))}
        </Tabs>
      </Box>
      {TABS.map(({ value }) => (
        <div key={value} {...tabIds('dashboard', value).panel} hidden={tab !== value}>
          {tab === value && value === 'calendar' ? <CalendarView /> : null}
          <Suspense fallback={<LoadingSpinner />}>
            {tab === value && value === 'travel-history' ? <TravelHistoryPanel /> : null}
            {tab === value && value === 'profile' ? <ProfilePanel /> : null}
          </Suspense>
        </div>
      ))}
      <DashboardCards />
      <Stack spacing={3} sx={{ mt: 3 }}>
        <TripPlannerCard />
        <Box>
          <TutorialButton />
        </Box>
      </Stack>
    </>
  );
}
