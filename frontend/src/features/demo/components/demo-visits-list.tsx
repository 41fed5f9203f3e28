import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import type { DemoVisit } from '../demo-summary';

/**
 * The 'Demo Visits' tab: the demo's visits, newest first, as they pair (SPEC §4), their dates and
 * lengths in the page's language.
 */
export function DemoVisitsList({ visits }: { visits: readonly DemoVisit[] }) {
  const intl = useIntl();
  const language = useLanguage();
  if (visits.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        <FormattedMessage id="landing.demo.visits.empty" />
      </Typography>
    );
  }
  return (
    <List aria-label={intl.formatMessage({ id: 'landing.demo.visits.label' })}>
      {visits.map((visit) => {
        const start = formatLongDate(visit.entryDate, language);
        return (
          <ListItem key={visit.entry.id} divider data-entry-date={visit.entryDate}>
            <ListItemText
              primary={
                visit.exitDate === null
                  ? intl.formatMessage({ id: 'landing.demo.visits.ongoingRange' }, { start })
                  : intl.formatMessage(
                      { id: 'landing.demo.visits.range' },
                      { start, end: formatLongDate(visit.exitDate, language) },
                    )
              }
              secondary={intl.formatMessage(
                {
                  id: visit.isOngoing
                    ? 'landing.demo.visits.ongoing'
                    : 'landing.demo.visits.completed',
                },
                { days: visit.durationDays ?? 0 },
              )}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
