import Alert from '@mui/material/Alert';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { ExcludedPeriod, IsoDate, Stay } from '@app/schengen-rules';

import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { planTrip, type TripPlan } from '../trip-plans';
import { TripLengthForm } from './planner-forms';

function TripPlanResult({ plan }: { plan: TripPlan }) {
  const language = useLanguage();
  if (plan.kind === 'none') {
    return (
      <Alert severity="error" data-plan="none">
        <FormattedMessage id="planner.length.none" values={{ days: plan.days }} />
      </Alert>
    );
  }
  const values = {
    days: plan.days,
    entry: formatLongDate(plan.entry, language),
    exit: formatLongDate(plan.exit, language),
  };
  return (
    <Alert severity="success" data-plan="found">
      <FormattedMessage
        id={plan.isToday ? 'planner.length.today' : 'planner.length.later'}
        values={values}
      />
    </Alert>
  );
}

interface PlannerProps {
  stays: readonly Stay[];
  today: IsoDate;
  /** The traveller's residence permits and long-stay visas: their days do not count. */
  excludedPeriods?: readonly ExcludedPeriod[];
}

/** Planner (b): the earliest entry day, from today, for a trip of a given length. */
export function TripLengthPlanner({ stays, today, excludedPeriods }: PlannerProps) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'planner.length.heading' });
  const [days, setDays] = useState<number | null>(null);
  const plan = useMemo(
    () => (days === null ? null : planTrip(stays, days, today, excludedPeriods)),
    [stays, days, today, excludedPeriods],
  );

  return (
    <TripLengthForm
      id="planner-length"
      fieldId="planner-trip-length"
      heading={heading}
      fieldLabel={intl.formatMessage({ id: 'planner.length.days' })}
      submitLabel={intl.formatMessage({ id: 'planner.length.submit' })}
      onDays={setDays}
      result={plan ? <TripPlanResult plan={plan} /> : null}
    />
  );
}
