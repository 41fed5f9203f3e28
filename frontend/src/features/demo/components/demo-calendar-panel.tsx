import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import type { IsoDate } from '@app/schengen-rules';

import {
  CalendarLegend,
  SelectionBanner,
  useCancelOnEscape,
  YearCalendar,
} from '../../../components/year-calendar';
import { DEMO_CLICK_LIMIT } from '../demo-slice';
import type { DemoCalendarState } from '../hooks/use-demo-calendar';
import type { DemoMonth } from '../hooks/use-demo-month';
import { DemoEventMessage } from './demo-event-message';
import { DemoMonthNavigation } from './demo-month-navigation';

interface DemoCalendarPanelProps {
  demo: DemoCalendarState;
  month: DemoMonth;
  today: IsoDate;
}

/**
 * The 'Calendar View' tab of the demo (SPEC §4, §5): one month of the shared year calendar on
 * the demo scale, its navigation, the selection banner (Escape cancels, as its Cancel does) and
 * what the last click did.
 */
export function DemoCalendarPanel({ demo, month, today }: DemoCalendarPanelProps) {
  const clicksLeft = DEMO_CLICK_LIMIT - demo.clicksUsed;
  useCancelOnEscape(demo.selection.mode === 'selecting', demo.cancel);
  return (
    <Stack spacing={2}>
      <DemoMonthNavigation month={month} />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        <FormattedMessage id="landing.demo.instructions" />{' '}
        <strong>
          <FormattedMessage
            id="landing.demo.clicksLeft"
            values={{ left: clicksLeft, limit: DEMO_CLICK_LIMIT }}
          />
        </strong>
      </Typography>
      {demo.selection.mode === 'selecting' ? (
        <SelectionBanner start={demo.selection.start} onCancel={demo.cancel} />
      ) : null}
      <DemoEventMessage event={demo.lastEvent} />
      <YearCalendar
        entries={demo.entries}
        today={today}
        year={month.year}
        month={month.month}
        scale="demo"
        selectionStart={demo.selection.mode === 'selecting' ? demo.selection.start : null}
        highlightedDate={demo.highlight?.date ?? null}
        onDayClick={demo.clickDay}
      />
      <CalendarLegend scale="demo" />
    </Stack>
  );
}
