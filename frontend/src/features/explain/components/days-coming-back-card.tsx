import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { daysComingBack } from '@app/schengen-rules';

import { SectionCard } from '../../../components/layout/section-card';
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
    <SectionCard headingId={headingId} title={intl.formatMessage(messages.comingBackHeading)}>
      <DaysComingBack answer={answer} />
    </SectionCard>
  );
}
