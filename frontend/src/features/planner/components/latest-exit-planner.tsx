import Alert from '@mui/material/Alert';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import type { ExcludedPeriod, IsoDate, Stay } from '@app/schengen-rules';

import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { type ExitPlan, planExit } from '../trip-plans';
import { EntryDateForm } from './planner-forms';

function ExitPlanResult({ plan }: { plan: ExitPlan }) {
  const intl = useIntl();
  const language = useLanguage();
  const entry = formatLongDate(plan.entry, language);
  // Two sentences, joined as the language joins them.
  const sentences = (first: string, second: string) =>
    intl.formatMessage({ id: 'planner.sentences' }, { first, second });
  if (plan.kind === 'allowed') {
    const allowed = intl.formatMessage(
      { id: 'planner.exit.allowed' },
      { entry, exit: formatLongDate(plan.latestExit, language), days: plan.days },
    );
    return (
      <Alert severity="success" data-plan="allowed">
        {plan.isLimitedByLaterTrips
          ? sentences(allowed, intl.formatMessage({ id: 'planner.exit.limited' }))
          : allowed}
      </Alert>
    );
  }
  const refused = intl.formatMessage(
    { id: plan.isRefusedByLaterTrips ? 'planner.exit.refusedByLater' : 'planner.exit.refused' },
    { entry },
  );
  const earliest = plan.earliestEntry
    ? intl.formatMessage(
        { id: 'planner.exit.earliest' },
        { date: formatLongDate(plan.earliestEntry, language) },
      )
    : intl.formatMessage({ id: 'planner.exit.noEarliest' });
  return (
    <Alert severity="error" data-plan="refused">
      {sentences(refused, earliest)}
    </Alert>
  );
}

interface PlannerProps {
  stays: readonly Stay[];
  today: IsoDate;
  /** The traveller's residence permits and long-stay visas: their days do not count. */
  excludedPeriods?: readonly ExcludedPeriod[];
}

/** Planner (a): the latest exit for a planned entry day, or the earliest day entry is allowed. */
export function LatestExitPlanner({ stays, today, excludedPeriods }: PlannerProps) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'planner.exit.heading' });
  const [entry, setEntry] = useState<IsoDate | null>(null);
  const plan = useMemo(
    () => (entry === null ? null : planExit(stays, entry, today, excludedPeriods)),
    [stays, entry, today, excludedPeriods],
  );

  return (
    <EntryDateForm
      id="planner-exit"
      fieldId="planner-entry-date"
      heading={heading}
      fieldLabel={intl.formatMessage({ id: 'planner.exit.entryDate' })}
      submitLabel={intl.formatMessage({ id: 'planner.exit.submit' })}
      today={today}
      onEntry={setEntry}
      result={plan ? <ExitPlanResult plan={plan} /> : null}
    />
  );
}
