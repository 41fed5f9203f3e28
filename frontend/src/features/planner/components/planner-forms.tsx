import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { type IsoDate, MAX_DAYS_IN_WINDOW } from '@app/schengen-rules';

import { FormikDateField } from '../../../components/form/formik-date-field';
import { FormikTextField } from '../../../components/form/formik-text-field';
import {
  plannedEntrySchema,
  type PlannedEntryValues,
  type TripLengthFormValues,
  tripLengthSchema,
} from '../schemas/planner.schema';

/** What every planner shows: its heading, its form of one field, its answer. */
interface PlannerFormProps {
  /** Prefixes the id of the section's heading (unique on the page). */
  id: string;
  /** The field's id (unique on the page). */
  fieldId: string;
  heading: string;
  fieldLabel: string;
  submitLabel: string;
  /** The answer to the last question asked, or null before one is. */
  result: ReactNode;
}

/** A planner's section: heading, form and a live region that announces the answer. */
function PlannerSection({
  id,
  heading,
  result,
  children,
}: Pick<PlannerFormProps, 'id' | 'heading' | 'result'> & { children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} component="h3" variant="h6" gutterBottom>
        {heading}
      </Typography>
      {children}
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {result}
      </Box>
    </Box>
  );
}

function SubmitButton({ label }: { label: string }) {
  return (
    <Box>
      <Button type="submit" variant="outlined">
        {label}
      </Button>
    </Box>
  );
}

const NO_ENTRY: PlannedEntryValues = { entry_date: '' };
const NO_LENGTH: TripLengthFormValues = { days: '' };

/** A planner asked with a planned entry day (from `today` to three years ahead). */
export function EntryDateForm({
  today,
  onEntry,
  fieldId,
  ...props
}: PlannerFormProps & { today: IsoDate; onEntry: (entry: IsoDate) => void }) {
  const intl = useIntl();
  const schema = useMemo(() => plannedEntrySchema(intl, today), [intl, today]);
  return (
    <PlannerSection {...props}>
      <Formik
        initialValues={NO_ENTRY}
        validationSchema={schema}
        onSubmit={(values) => onEntry(values.entry_date)}
      >
        <Form noValidate aria-label={props.heading}>
          <Stack spacing={2}>
            <FormikDateField id={fieldId} name="entry_date" label={props.fieldLabel} />
            <SubmitButton label={props.submitLabel} />
          </Stack>
        </Form>
      </Formik>
    </PlannerSection>
  );
}

/** A planner asked with a trip's length in days (1 to 90). */
export function TripLengthForm({
  onDays,
  fieldId,
  ...props
}: PlannerFormProps & { onDays: (days: number) => void }) {
  const intl = useIntl();
  const schema = useMemo(() => tripLengthSchema(intl), [intl]);
  return (
    <PlannerSection {...props}>
      <Formik
        initialValues={NO_LENGTH}
        validationSchema={schema}
        onSubmit={(values) => onDays(Number(values.days))}
      >
        <Form noValidate aria-label={props.heading}>
          <Stack spacing={2}>
            <FormikTextField
              id={fieldId}
              name="days"
              label={props.fieldLabel}
              type="number"
              slotProps={{ htmlInput: { min: 1, max: MAX_DAYS_IN_WINDOW, step: 1 } }}
            />
            <SubmitButton label={props.submitLabel} />
          </Stack>
        </Form>
      </Formik>
    </PlannerSection>
  );
}
