import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

import { formatLongDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/plural';
import type { DemoVisit } from '../demo-summary';

function durationText(visit: DemoVisit): string {
  const days = formatCount(visit.durationDays ?? 0, 'day');
  return `${days} ${visit.isOngoing ? 'ongoing' : 'completed'}`;
}

/** The 'Demo Visits' tab: the demo's visits, newest first, as they pair (SPEC §4). */
export function DemoVisitsList({ visits }: { visits: readonly DemoVisit[] }) {
  if (visits.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        No demo visits yet. Click a day in Calendar View to start one.
      </Typography>
    );
  }
  return (
    <List aria-label="Demo visits">
      {visits.map((visit) => (
        <ListItem key={visit.entry.id} divider data-entry-date={visit.entryDate}>
          <ListItemText
            primary={
              visit.exitDate === null
                ? `${formatLongDate(visit.entryDate)} – ongoing`
                : `${formatLongDate(visit.entryDate)} – ${formatLongDate(visit.exitDate)}`
            }
            secondary={durationText(visit)}
          />
        </ListItem>
      ))}
    </List>
  );
}
