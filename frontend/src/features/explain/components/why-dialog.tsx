import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { explainDay, type IsoDate, type UncountedDays } from '@app/schengen-rules';

import { useVisits } from '../../../lib/travel';
import { useFormatDay } from '../format';
import { messages } from '../messages';
import { type VisitStay, visitStays } from '../visit-stays';
import { CountedStaysList } from './counted-stays-list';

export interface WhyDialogProps {
  /** The day to explain; the dialog is closed while null. */
  date: IsoDate | null;
  onClose: () => void;
}

function NotCountedItem({ run }: { run: UncountedDays<VisitStay> }) {
  const intl = useIntl();
  const day = useFormatDay();
  const range = { count: run.count, start: day(run.days.start), end: day(run.days.end) };
  if (run.reason === 'excluded_period') {
    return intl.formatMessage(messages.notCountedExcluded, {
      ...range,
      kind: run.period.kind,
      state: run.period.issuingState,
    });
  }
  if (run.reason === 'not_schengen_then') {
    return intl.formatMessage(messages.notCountedNotYet, {
      ...range,
      country: run.country,
      countsFrom: day(run.countsFrom),
    });
  }
  return intl.formatMessage(messages.notCountedNever, { ...range, country: run.country });
}

function WhyContent({ date }: { date: IsoDate }) {
  const intl = useIntl();
  const day = useFormatDay();
  const countedId = useId();
  const notCountedId = useId();
  const { visits, today, excludedPeriods } = useVisits();
  const answer = useMemo(
    () => explainDay(visitStays(visits), date, { today, excludedPeriods }),
    [visits, date, today, excludedPeriods],
  );
  return (
    <>
      <Typography gutterBottom>
        {intl.formatMessage(messages.whyWindow, {
          start: day(answer.window.start),
          end: day(answer.window.end),
        })}
      </Typography>
      {answer.stays.length === 0 ? (
        <Typography>{intl.formatMessage(messages.whyNone)}</Typography>
      ) : (
        <>
          <Typography id={countedId} component="h3" variant="h6">
            {intl.formatMessage(messages.whyCountedHeading)}
          </Typography>
          <CountedStaysList stays={answer.stays} labelledBy={countedId} />
        </>
      )}
      {answer.notCounted.length > 0 ? (
        <>
          <Typography id={notCountedId} component="h3" variant="h6">
            {intl.formatMessage(messages.notCountedHeading)}
          </Typography>
          <List dense aria-labelledby={notCountedId}>
            {answer.notCounted.map((run) => (
              <ListItem key={`${run.days.start}-${run.reason}`} disableGutters>
                <NotCountedItem run={run} />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
      <Typography sx={{ fontWeight: 'bold', mt: 1 }} data-why-total={answer.daysUsed}>
        {intl.formatMessage(messages.whyTotalLine, { daysUsed: answer.daysUsed })}
      </Typography>
      <Typography color="text.secondary">
        {intl.formatMessage(messages.whyTotal, {
          daysUsed: answer.daysUsed,
          daysLeft: answer.daysLeft,
        })}
      </Typography>
    </>
  );
}

/**
 * The calendar's "Why" panel (issue #21): for one day, the 180 days its count looks back over, the
 * days that count grouped by visit with the day each stops counting, the total, and the days that
 * do not count with the reason (`explainDay`). A modal dialog: focus moves into it and returns to
 * the day on close.
 */
export function WhyDialog({ date, onClose }: WhyDialogProps) {
  const intl = useIntl();
  const day = useFormatDay();
  const titleId = useId();
  return (
    <Dialog
      open={date !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {date === null ? null : intl.formatMessage(messages.whyTitle, { date: day(date) })}
      </DialogTitle>
      <DialogContent>{date === null ? null : <WhyContent date={date} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {intl.formatMessage(messages.close)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
