import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { type ExcludedPeriod, MAX_DAYS_IN_WINDOW, type Stay } from '@app/schengen-rules';

import { formatLongDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/plural';
import { completedVisitFacts, type TravelVisit } from '../../../lib/travel';

interface VisitListItemProps {
  visit: TravelVisit;
  stays: readonly Stay[];
  today: string;
  /** The traveller's residence permits and long-stay visas: their days do not count. */
  excludedPeriods?: readonly ExcludedPeriod[];
  onEdit: () => void;
  onDelete: () => void;
}

/** One visit of the history (SPEC §2): dates, duration, window usage and last day to stay. */
export function VisitListItem({
  visit,
  stays,
  today,
  excludedPeriods,
  onEdit,
  onDelete,
}: VisitListItemProps) {
  const facts = completedVisitFacts(visit, stays, today, excludedPeriods);
  const days = visit.durationDays ?? 0;
  const range = `${formatLongDate(visit.entryDate)} – ${
    visit.exitDate ? formatLongDate(visit.exitDate) : 'ongoing'
  }`;
  const isOver = facts !== null && facts.daysUsedAtExit > MAX_DAYS_IN_WINDOW;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography component="h4" variant="subtitle1">
            {range}
          </Typography>
          {visit.entry.country ? (
            <Typography color="text.secondary">{visit.entry.country}</Typography>
          ) : null}
          <Typography>
            {`${formatCount(days, 'day')} ${visit.isOngoing ? 'ongoing' : 'completed'}`}
          </Typography>
          {facts ? (
            <>
              <Typography
                data-over-limit={isOver}
                sx={{ color: isOver ? 'error.main' : 'success.main' }}
              >
                {`${formatCount(facts.daysUsedAtExit, 'day')} out of the last 180 used`}
              </Typography>
              {facts.lastDayToStay ? (
                <Typography color="text.secondary">
                  Last day to stay: {formatLongDate(facts.lastDayToStay)}
                </Typography>
              ) : null}
            </>
          ) : null}
          {visit.entry.notes ? (
            <Typography variant="body2" color="text.secondary">
              {visit.entry.notes}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <IconButton aria-label={`Edit visit ${range}`} onClick={onEdit}>
            <EditOutlined />
          </IconButton>
          <IconButton aria-label={`Delete visit ${range}`} onClick={onDelete} color="error">
            <DeleteOutlineOutlined />
          </IconButton>
        </Box>
      </Stack>
    </Paper>
  );
}
