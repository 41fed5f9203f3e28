import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useIntl } from 'react-intl';

import type { CountedStay } from '@app/schengen-rules';

import { useFormatDay } from '../format';
import { messages } from '../messages';
import type { VisitStay } from '../visit-stays';

/**
 * The days of a window that count, one item per visit (`explainDay`'s and
 * `explainPlannedStay`'s groups): the visit, its counted days and when they stop counting.
 */
export function CountedStaysList({
  stays,
  labelledBy,
}: {
  stays: readonly CountedStay<VisitStay>[];
  labelledBy: string;
}) {
  const intl = useIntl();
  const day = useFormatDay();
  return (
    <List dense aria-labelledby={labelledBy} data-counted-stays="">
      {stays.map(({ stay, counted, days, dropsOut }) => {
        const visit = stay.visit;
        const name =
          visit.exitDate === null
            ? intl.formatMessage(messages.visitOngoing, { entry: day(visit.entryDate) })
            : intl.formatMessage(messages.visitClosed, {
                entry: day(visit.entryDate),
                exit: day(visit.exitDate),
              });
        return (
          <ListItem key={`${visit.entryDate}-${counted.start}`} disableGutters data-days={days}>
            <ListItemText
              primary={name}
              secondary={intl.formatMessage(messages.countedRun, {
                days,
                start: day(counted.start),
                end: day(counted.end),
                dropStart: day(dropsOut.start),
                dropEnd: day(dropsOut.end),
              })}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
