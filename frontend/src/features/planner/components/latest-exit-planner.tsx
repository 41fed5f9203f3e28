import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { ExcludedPeriod, IsoDate, Stay } from '@app/schengen-rules';

import { FormikDateField } from '../../../components/form/formik-date-field';
import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { plannedEntrySchema, type PlannedEntryValues } from '../schemas/planner.schema';
import { type ExitPlan, planExit } from '../trip-plans';

const EMPTY: PlannedEntryValues = { entry_date: '' };

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
  const schema = useMemo(() => plannedEntrySchema(intl, today), [intl, today]);
  const plan = useMemo(
    () => (entry === null ? null : planExit(stays, entry, today, excludedPeriods)),
    [stays, entry, today, excludedPeriods],
  );

  return (
    <Box component="section" aria-labelledby="planner-exit-heading">
      <Typography id="planner-exit-heading" component="h3" variant="h6" gutterBottom>
        {heading}
      </Typography>
      <Formik
        initialValues={EMPTY}
        validationSchema={schema}
        onSubmit={(values) => setEntry(values.entry_date)}
      >
        <Form noValidate aria-label={heading}>
          <Stack spacing={2}>
            <FormikDateField
              id="planner-entry-date"
              name="entry_date"
              label={intl.formatMessage({ id: 'planner.exit.entryDate' })}
            />
            <Box>
              <Button type="submit" variant="outlined">
                <FormattedMessage id="planner.exit.submit" />
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
