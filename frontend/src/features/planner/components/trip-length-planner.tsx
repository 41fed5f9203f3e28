import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  type ExcludedPeriod,
  type IsoDate,
  MAX_DAYS_IN_WINDOW,
  type Stay,
} from '@app/schengen-rules';

import { FormikTextField } from '../../../components/form/formik-text-field';
import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { type TripLengthFormValues, tripLengthSchema } from '../schemas/planner.schema';
import { planTrip, type TripPlan } from '../trip-plans';

const EMPTY: TripLengthFormValues = { days: '' };

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
  const schema = useMemo(() => tripLengthSchema(intl), [intl]);
  const [days, setDays] = useState<number | null>(null);
  const plan = useMemo(
    () => (days === null ? null : planTrip(stays, days, today, excludedPeriods)),
    [stays, days, today, excludedPeriods],
  );

  return (
    <Box component="section" aria-labelledby="planner-length-heading">
      <Typography id="planner-length-heading" component="h3" variant="h6" gutterBottom>
        {heading}
      </Typography>
      <Formik
        initialValues={EMPTY}
        validationSchema={schema}
        onSubmit={(values) => setDays(Number(values.days))}
      >
        <Form noValidate aria-label={heading}>
          <Stack spacing={2}>
            <FormikTextField
              id="planner-trip-length"
              name="days"
              label={intl.formatMessage({ id: 'planner.length.days' })}
              type="number"
              slotProps={{ htmlInput: { min: 1, max: MAX_DAYS_IN_WINDOW, step: 1 } }}
            />
            <Box>
              <Button type="submit" variant="outlined">
                <FormattedMessage id="planner.length.submit" />
              </Button>
            </Box>
          </Stack>
        </Form>
      </Formik>
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {plan ? <TripPlanResult plan={plan} /> : null}
      </Box>
    </Box>
  );
}
