import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';

import type { ExcludedPeriod, IsoDate, Stay } from '@app/schengen-rules';

import { FormikDateField } from '../../../components/form/formik-date-field';
import { formatLongDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/plural';
import { plannedEntrySchema, type PlannedEntryValues } from '../schemas/planner.schema';
import { type ExitPlan, planExit } from '../trip-plans';

const EMPTY: PlannedEntryValues = { entry_date: '' };

function ExitPlanResult({ plan }: { plan: ExitPlan }) {
  const entry = formatLongDate(plan.entry);
  if (plan.kind === 'allowed') {
    return (
      <Alert severity="success" data-plan="allowed">
        If you enter on {entry}, your latest exit is {formatLongDate(plan.latestExit)} (
        {formatCount(plan.days, 'day')}, both included).
        {plan.isLimitedByLaterTrips
          ? ' A trip you have already recorded later limits this: staying longer would take one of its days over 90 days in 180.'
          : null}
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-plan="refused">
      {plan.isRefusedByLaterTrips
        ? `Entering on ${entry} is not allowed: even one day then would take a trip you have already recorded over 90 days in 180.`
        : `Entering on ${entry} is not allowed: that day would take you over 90 days in the last 180.`}{' '}
      {plan.earliestEntry
        ? `The earliest day you could enter is ${formatLongDate(plan.earliestEntry)}.`
        : 'No entry day in the next 3 years fits around your recorded trips.'}
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
  const [entry, setEntry] = useState<IsoDate | null>(null);
  const schema = useMemo(() => plannedEntrySchema(today), [today]);
  const plan = useMemo(
    () => (entry === null ? null : planExit(stays, entry, today, excludedPeriods)),
    [stays, entry, today, excludedPeriods],
  );

  return (
    <Box component="section" aria-labelledby="planner-exit-heading">
      <Typography id="planner-exit-heading" component="h3" variant="h6" gutterBottom>
        How long can I stay?
      </Typography>
      <Formik
        initialValues={EMPTY}
        validationSchema={schema}
        onSubmit={(values) => setEntry(values.entry_date)}
      >
        <Form noValidate aria-label="How long can I stay?">
          <Stack spacing={2}>
            <FormikDateField id="planner-entry-date" name="entry_date" label="Planned entry date" />
            <Box>
              <Button type="submit" variant="outlined">
                Find latest exit
              </Button>
            </Box>
          </Stack>
        </Form>
      </Formik>
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {plan ? <ExitPlanResult plan={plan} /> : null}
      </Box>
    </Box>
  );
}
