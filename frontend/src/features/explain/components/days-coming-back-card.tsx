import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { daysComingBack } from '@app/schengen-rules';

import { useVisits } from '../../../lib/travel';
import { messages } from '../messages';
import { DaysComingBack } from './days-coming-back';

/** The dashboard's "Days coming back" from the user's today (issue #21). */
export function DaysComingBackCard() {
  const intl = useIntl();
  const headingId = useId();
  const { stays, today, excludedPeriods, isLoading, isError } = useVisits();
  const answer = useMemo(
    () => daysComingBack(stays, today, { today, excludedPeriods }),
    [stays, today, excludedPeriods],
  );
  // Without the entries there is nothing to tell: the status above says why.
  if (isLoading || isError) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h3" gutterBottom>
          {intl.formatMessage(messages.comingBackHeading)}
        </Typography>
        <DaysComingBack answer={answer} />
      </CardContent>
    </Card>
  );
}
