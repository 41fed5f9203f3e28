import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useCreateVisitFlow } from '../hooks/use-create-visit-flow';
import {
  EMPTY_VISIT_FORM,
  visitFormSchema,
  type VisitFormValues,
} from '../schemas/visit-form.schema';
import { optionalText, VisitFields } from './visit-fields';

/**
 * SPEC §2 'Add Manual Visit': records an entry and its exit together, through the same passport
 * and EES warnings as the calendar.
 */
export function VisitForm() {
  const { createVisit, dialogs } = useCreateVisitFlow();
  const intl = useIntl();
  const schema = useMemo(() => visitFormSchema(intl), [intl]);

  const submit = async (values: VisitFormValues, helpers: FormikHelpers<VisitFormValues>) => {
    const country = optionalText(values.country);
    const notes = optionalText(values.notes);
    const isRecorded = await createVisit(
      {
        entry_date: values.entry_date,
        exit_date: values.exit_date,
        ...(country ? { country } : {}),
        ...(notes ? { notes } : {}),
      },
      'manual',
    );
    if (isRecorded) helpers.resetForm();
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="add-visit-heading">
      <CardContent>
        <Typography id="add-visit-heading" component="h3" variant="h4" gutterBottom>
          <FormattedMessage id="history.add.heading" />
        </Typography>
        <Formik initialValues={EMPTY_VISIT_FORM} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={intl.formatMessage({ id: 'history.add.heading' })}>
              <Stack spacing={2}>
                <VisitFields idPrefix="add-visit" />
                <Button
                  type="submit"
                  variant="contained"
                  disabled={isSubmitting}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  <FormattedMessage id="history.add.submit" />
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
        {dialogs}
      </CardContent>
    </Card>
  );
}
