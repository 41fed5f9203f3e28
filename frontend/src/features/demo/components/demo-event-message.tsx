import Typography from '@mui/material/Typography';

import { formatLongDate } from '../../../lib/dates';
import type { DemoEvent } from '../demo-slice';

function range(start: string, end: string | null): string {
  return end === null
    ? `from ${formatLongDate(start)}`
    : `from ${formatLongDate(start)} to ${formatLongDate(end)}`;
}

function textOf(event: DemoEvent | null): string {
  switch (event?.type) {
    case 'created':
      return `Visit added ${range(event.entryDate, event.exitDate)}.`;
    case 'deleted':
      return `Visit ${range(event.entryDate, event.exitDate)} deleted.`;
    case 'overlap':
      return `A visit ${range(event.entryDate, event.exitDate)} would overlap your visit ${range(event.visitStart, event.visitEnd)}. Click another day to complete this visit, or Cancel.`;
    case 'cancelled':
      return 'Visit creation cancelled. Click a day to start a new visit.';
    default:
      return '';
  }
}

/** Says what the last click did; a live region, so screen readers hear it too. */
export function DemoEventMessage({ event }: { event: DemoEvent | null }) {
  return (
    <Typography
      role="status"
      variant="body2"
      sx={{
        minHeight: '1.5em',
        color: event?.type === 'overlap' ? 'warning.main' : 'text.secondary',
      }}
    >
      {textOf(event)}
    </Typography>
  );
}
