import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { type ExcludedPeriod, MAX_DAYS_IN_WINDOW, type Stay } from '@app/schengen-rules';

import { countryName } from '../../../components/year-calendar';
import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
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
  const intl = useIntl();
  const language = useLanguage();
  const facts = completedVisitFacts(visit, stays, today, excludedPeriods);
  const days = visit.durationDays ?? 0;
  const start = formatLongDate(visit.entryDate, language);
  const range = visit.exitDate
    ? intl.formatMessage(
        { id: 'history.visit.range' },
        { start, end: formatLongDate(visit.exitDate, language) },
      )
    : intl.formatMessage({ id: 'history.visit.rangeOngoing' }, { start });
  const isOver = facts !== null && facts.daysUsedAtExit > MAX_DAYS_IN_WINDOW;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography component="h4" variant="subtitle1">
            {range}
          </Typography>
          {visit.entry.country ? (
            <Typography color="text.secondary">
              {countryName(visit.entry.country, language)}
            </Typography>
          ) : null}
          <Typography>
            <FormattedMessage
              id="history.visit.duration"
              values={{ days, ongoing: visit.isOngoing ? 'yes' : 'no' }}
            />
          </Typography>
          {facts ? (
            <>
              <Typography
                data-over-limit={isOver}
                sx={{ color: isOver ? 'error.main' : 'success.main' }}
              >
                <FormattedMessage id="history.visit.used" values={{ days: facts.daysUsedAtExit }} />
              </Typography>
              {facts.lastDayToStay ? (
                <Typography color="text.secondary">
                  <FormattedMessage
                    id="history.visit.lastDay"
                    values={{ date: formatLongDate(facts.lastDayToStay, language) }}
                  />
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
          <IconButton
            aria-label={intl.formatMessage({ id: 'history.visit.edit' }, { range })}
            onClick={onEdit}
          >
            <EditOutlined />
          </IconButton>
          <IconButton
            aria-label={intl.formatMessage({ id: 'history.visit.delete' }, { range })}
            onClick={onDelete}
            color="error"
          >
            <DeleteOutlineOutlined />
          </IconButton>
        </Box>
      </Stack>
    </Paper>
  );
}
