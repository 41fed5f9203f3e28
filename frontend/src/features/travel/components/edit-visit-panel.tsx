import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useTravelActions } from '../hooks/use-travel-actions';
import type { TravelVisit } from '../../../lib/travel';
import {
  ongoingVisitFormSchema,
  visitFormSchema,
  type VisitFormValues,
} from '../schemas/visit-form.schema';
import { optionalText, VisitFields } from './visit-fields';

interface EditVisitPanelProps {
  visit: TravelVisit;
  onDone: () => void;
}

/** SPEC §4 "Editing": the entry, and the exit if any; country and notes go to both. */
export function EditVisitPanel({ visit, onDone }: EditVisitPanelProps) {
  const { updateVisit } = useTravelActions();
  const intl = useIntl();
  const hasExit = visit.exit !== null;
  const schema = useMemo(
    () => (hasExit ? visitFormSchema(intl) : ongoingVisitFormSchema(intl)),
    [hasExit, intl],
  );
  const title = intl.formatMessage({ id: 'history.edit.heading' });
  const initialValues: VisitFormValues = {
    entry_date: visit.entryDate,
    exit_date: visit.exitDate ?? '',
    country: visit.entry.country ?? '',
    notes: visit.entry.notes ?? '',
  };

  // The list shows the change at once and the panel closes; the server gets it 500 ms later and
  // a failure rolls the list back with its own toast (SPEC §4).
  const submit = (values: VisitFormValues) => {
    void updateVisit(visit, {
      entry_date: values.entry_date,
      exit_date: hasExit ? values.exit_date : null,
      country: optionalText(values.country),
      notes: optionalText(values.notes),
    });
    onDone();
  };

  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography component="h4" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={title}>
            <Stack spacing={2}>
              <VisitFields idPrefix={`edit-${visit.entry.id}`} hasExit={hasExit} />
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  <FormattedMessage id="history.edit.save" />
                </Button>
                <Button onClick={onDone}>
                  <FormattedMessage id="dashboard.cancel" />
                </Button>
              </Stack>
            </Stack>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}
