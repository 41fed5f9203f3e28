import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';

import type { IsoDate } from '@app/schengen-rules';

import { TabBar, type TabBarItem } from '../../../components/navigation/tab-bar';
import { tabIds } from '../../../components/navigation/tab-ids';
import { DEMO_CLICK_LIMIT } from '../demo-slice';
import { useDemoCalendar } from '../hooks/use-demo-calendar';
import { useDemoMonth } from '../hooks/use-demo-month';
import { useHasOpened } from '../../../lib/use-has-opened';
import { DemoCalendarPanel } from './demo-calendar-panel';
import { DemoStatusAlert } from './demo-status-alert';
import { DemoStatusCards } from './demo-status-cards';
import { DemoVisitsList } from './demo-visits-list';

const loadLimitDialog = () => import('./demo-limit-dialog');
const DemoLimitDialog = lazy(() =>
  loadLimitDialog().then((module) => ({ default: module.DemoLimitDialog })),
);

export type DemoTab = 'calendar' | 'visits';

const TABS = [
  { value: 'calendar', label: 'landing.demo.tab.calendar' },
  { value: 'visits', label: 'landing.demo.tab.visits' },
] as const;

export interface DemoCalendarProps {
  /** The visitor's today, YYYY-MM-DD. */
  today: IsoDate;
  tab: DemoTab;
  onTabChange: (tab: DemoTab) => void;
}

/**
 * SPEC §2 "Demo calendar with three status cards and a tabbed view": the status of the demo's
 * visits, then 'Calendar View' and 'Demo Visits'. Everything stays in the browser.
 */
export function DemoCalendar({ today, tab, onTabChange }: DemoCalendarProps) {
  const intl = useIntl();
  const tabs: TabBarItem<DemoTab>[] = TABS.map(({ value, label }) => ({
    value,
    label: intl.formatMessage({ id: label }),
    ...tabIds('demo', value).tab,
  }));
  const views = intl.formatMessage({ id: 'landing.demo.views' });
  const demo = useDemoCalendar(today);
  const month = useDemoMonth(today);
  const hasOpenedLimit = useHasOpened(demo.isLimitDialogOpen);
  const isBudgetSpent = demo.clicksUsed >= DEMO_CLICK_LIMIT;

  // Fetch the limit dialog's code as soon as the next click will need it.
  useEffect(() => {
    if (isBudgetSpent) void loadLimitDialog();
  }, [isBudgetSpent]);

  return (
    <Stack
      spacing={2}
      component="section"
      aria-label={intl.formatMessage({ id: 'landing.demo.label' })}
      id="demo-calendar"
    >
      <DemoStatusCards summary={demo.summary} />
      <DemoStatusAlert level={demo.summary.level} daysUsed={demo.summary.daysUsed} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <TabBar label={views} tabs={tabs} value={tab} onChange={onTabChange} fullWidth />
        </Box>
        {TABS.map(({ value }) => (
          <div key={value} {...tabIds('demo', value).panel} hidden={tab !== value}>
            {tab === value && value === 'calendar' ? (
              <DemoCalendarPanel demo={demo} month={month} today={today} />
            ) : null}
            {tab === value && value === 'visits' ? (
              <DemoVisitsList visits={demo.summary.visits} />
            ) : null}
          </div>
        ))}
      </Paper>
      {hasOpenedLimit ? (
        <Suspense fallback={null}>
          <DemoLimitDialog open={demo.isLimitDialogOpen} onClose={demo.closeLimitDialog} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
