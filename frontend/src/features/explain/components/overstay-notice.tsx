import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { addDays, entryAfterOverstay } from '@app/schengen-rules';

import { useVisits } from '../../../lib/travel';
import { useFormatDay } from '../format';
import { messages } from '../messages';

/**
 * Under the dashboard's status while the user is over 90 days in 180 (level `exceeded`): the
 * arithmetic first day a new stay fits (`entryAfterOverstay`, counting the stay as ending today
 * when the user is inside, else yesterday), and a clear warning that an overstay can have legal
 * consequences the date knows nothing about. No made-up waiting period.
 */
export function OverstayNotice() {
  const intl = useIntl();
  const day = useFormatDay();
  const { stays, today, excludedPeriods, level, isInside, isLoading, isError } = useVisits();
  const isOver = level === 'exceeded' && !isLoading && !isError;
  const date = useMemo(
    () =>
      isOver
        ? entryAfterOverstay(stays, isInside ? today : addDays(today, -1), {
            today,
            excludedPeriods,
          })
        : null,
    [isOver, stays, isInside, today, excludedPeriods],
  );
  if (!isOver) return null;
  return (
    <Alert severity="warning" data-overstay="">
      <AlertTitle>{intl.formatMessage(messages.overstayTitle)}</AlertTitle>
      <Typography gutterBottom>
        {date === null
          ? intl.formatMessage(messages.overstayNone)
          : intl.formatMessage(isInside ? messages.overstayDateInside : messages.overstayDate, {
              date: day(date),
            })}
      </Typography>
      <Typography sx={{ fontWeight: 'bold' }}>
        {intl.formatMessage(messages.overstayWarning)}
      </Typography>
    </Alert>
  );
}
