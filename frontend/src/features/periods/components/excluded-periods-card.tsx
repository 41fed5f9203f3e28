import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';

import type { ExcludedPeriodDto } from '@app/contracts';
import { SCHENGEN_MEMBERSHIP } from '@app/schengen-rules';

import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { LoadingSpinner } from '../../../components/feedback/loading-spinner';
import { FormikDateField } from '../../../components/form/formik-date-field';
import { FormikSelectField } from '../../../components/form/formik-select-field';
import { errorMessageOf } from '../../../lib/api';
import { formatLongDate } from '../../../lib/dates';
import {
  useAddExcludedPeriodMutation,
  useDeleteExcludedPeriodMutation,
  useListExcludedPeriodsQuery,
} from '../../../lib/travel';
import { EMPTY_PERIOD, periodSchema, type PeriodFormValues } from '../periods.schema';

const KIND_LABELS = {
  residence_permit: 'Residence permit',
  long_stay_visa: 'Long-stay (D) visa',
} as const;

/** The states that issue Schengen residence permits and D visas: not Cyprus or Ireland. */
const ISSUING_STATES = SCHENGEN_MEMBERSHIP.filter((state) => state.countsFrom !== null)
  .map((state) => state.name)
  .sort();

const TRY_AGAIN = 'An error occurred. Please try again.';

/** A period's line, e.g. 'Residence permit of France: 1 March 2025 to 28 February 2026'. */
export function periodLabel(period: ExcludedPeriodDto): string {
  return `${KIND_LABELS[period.kind]} of ${period.issuing_state}: ${formatLongDate(period.from)} to ${formatLongDate(period.to)}`;
}

function PeriodItem({ period }: { period: ExcludedPeriodDto }) {
  const [deletePeriod, { isLoading, error }] = useDeleteExcludedPeriodMutation();
  const label = periodLabel(period);
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Button
          size="small"
          color="error"
          disabled={isLoading}
          aria-label={`Delete ${label}`}
          onClick={() => void deletePeriod(period.id)}
        >
          {isLoading ? 'Deleting…' : 'Delete'}
        </Button>
      }
    >
      <ListItemText
        primary={label}
        secondary={error ? errorMessageOf(error, TRY_AGAIN) : undefined}
        slotProps={{ secondary: { color: 'error', role: error ? 'alert' : undefined } }}
      />
    </ListItem>
  );
}

function AddPeriodForm() {
  const [addPeriod] = useAddExcludedPeriodMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: PeriodFormValues, form: FormikHelpers<PeriodFormValues>) => {
    setFailure(null);
    try {
      await addPeriod({
        from: values.from,
        to: values.to,
        issuing_state: values.issuing_state,
        kind: values.kind as Exclude<PeriodFormValues['kind'], ''>,
      }).unwrap();
      form.resetForm();
    } catch (error) {
      setFailure(errorMessageOf(error, TRY_AGAIN));
    }
  };
  return (
    <Formik initialValues={EMPTY_PERIOD} validationSchema={periodSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Add a residence permit or long-stay visa">
          <Stack spacing={2}>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <FormikDateField id="period-from" name="from" label="First day" />
              <FormikDateField id="period-to" name="to" label="Last day" />
              <FormikSelectField
                id="period-issuing-state"
                name="issuing_state"
                label="Issued by"
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">Choose a state</option>
                {ISSUING_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </FormikSelectField>
              <FormikSelectField
                id="period-kind"
                name="kind"
                label="Document"
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">Choose a document</option>
                <option value="residence_permit">{KIND_LABELS.residence_permit}</option>
                <option value="long_stay_visa">{KIND_LABELS.long_stay_visa}</option>
              </FormikSelectField>
            </Box>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Box>
              <Button type="submit" variant="outlined" disabled={isSubmitting}>
                {isSubmitting ? 'Adding…' : 'Add period'}
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/**
 * The dashboard's "Residence permits and long-stay visas" card (issue #22, ADR 0036): the periods
 * whose days do not count towards the 90, each with a delete button, and a form to add one; a
 * loading state while they are read and an error state with a retry when the read failed.
 */
export function ExcludedPeriodsCard() {
  const headingId = useId();
  const listId = useId();
  const { data, isLoading, isError, refetch } = useListExcludedPeriodsQuery();
  let body;
  if (isLoading) body = <LoadingSpinner />;
  else if (isError || data === undefined) {
    body = (
      <LoadErrorAlert onRetry={() => void refetch()}>
        Your residence permits and long-stay visas could not be loaded.
      </LoadErrorAlert>
    );
  } else {
    body = (
      <Stack spacing={2}>
        {data.length === 0 ? (
          <Typography color="text.secondary">No period recorded.</Typography>
        ) : (
          <List dense aria-labelledby={listId}>
            {data.map((period) => (
              <PeriodItem key={period.id} period={period} />
            ))}
          </List>
        )}
        <AddPeriodForm />
      </Stack>
    );
  }
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h3" gutterBottom>
          Residence permits and long-stay visas
        </Typography>
        <Typography id={listId} color="text.secondary" sx={{ mb: 2 }}>
          Days covered by a residence permit or long-stay (D) visa of a Schengen state do not count
          towards the 90 days, wherever in the area you spend them. Holders may still stay at most
          90 days in any 180 in the other Schengen states; this tracker does not count that limit.
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
