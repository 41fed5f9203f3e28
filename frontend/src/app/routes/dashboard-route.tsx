import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { AppFrame } from '../../components/layout/app-frame';
import { DashboardCards } from '../../features/checks';
import { TutorialButton } from '../../features/onboarding';
import { TripPlannerCard } from '../../features/planner';
import { ProfileSection } from '../../features/profile';
import { ExportButtons } from '../../features/reports';
import { CalendarView, TravelHistory, TravelStatus } from '../../features/travel';
import { useDocumentTitle } from '../../lib/product-config';
import { useAuth } from '../../lib/session';

type DashboardTab = 'calendar' | 'travel-history' | 'profile';

const TABS: { value: DashboardTab; label: string }[] = [
  { value: 'travel-history', label: 'Travel History' },
  { value: 'calendar', label: 'Calendar View' },
  { value: 'profile', label: 'Profile' },
];

/** The signed-in home (SPEC §2 Dashboard): status, then the three tabs (Calendar View first). */
export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const [tab, setTab] = useState<DashboardTab>('calendar');
  const name = user?.first_name?.trim() || user?.username;
  return (
    <AppFrame>
      <Typography component="h1" variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        Welcome back, {name}!
      </Typography>
      <TravelStatus />
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
            <Tab
              key={value}
              value={value}
              label={label}
              id={`dashboard-tab-${value}`}
              aria-controls={`dashboard-panel-${value}`}
            />
          ))}
        </Tabs>
      </Box>
      {TABS.map(({ value }) => (
        <div
          key={value}
          role="tabpanel"
          id={`dashboard-panel-${value}`}
          aria-labelledby={`dashboard-tab-${value}`}
          hidden={tab !== value}
        >
          {tab === value && value === 'calendar' ? <CalendarView /> : null}
          {tab === value && value === 'travel-history' ? (
            <TravelHistory exports={<ExportButtons hasEntries />} />
          ) : null}
          {tab === value && value === 'profile' ? <ProfileSection /> : null}
        </div>
      ))}
      <DashboardCards />
      <Stack spacing={3} sx={{ mt: 3 }}>
        <TripPlannerCard />
        <Box>
          <TutorialButton />
        </Box>
      </Stack>
    </AppFrame>
  );
}
