import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { TravellerDetailsDto, TravellerDto } from '@app/contracts';

import { FailureAlert } from '../../../components/feedback/failure-alert';
import { LoadStates } from '../../../components/feedback/load-states';
import { FormikDateField } from '../../../components/form/formik-date-field';
import { FormikSwitch } from '../../../components/form/formik-switch';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf } from '../../../lib/api';
import { useToday } from '../../../lib/travel';
import {
  useSaveTravellerDetailsMutation,
  useTravellerDetailsQuery,
} from '../../../lib/travel/travellers-api';
import {
  detailsRequestOf,
  detailsValuesOf,
  travellerDetailsSchema,
  type TravellerDetailsValues,
} from '../traveller-details.schema';
import type { TravellerDialogProps } from './traveller-dialog-props';

/** The form, once the stored details are known. */
function DetailsForm({
  traveller,
  label,
  details,
  formId,
  onSaved,
}: {
  traveller: TravellerDto;
  label: string;
  details: TravellerDetailsDto;
  formId: string;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const today = useToday();
  const schema = useMemo(() => travellerDetailsSchema(intl, today), [intl, today]);
  const [save] = useSaveTravellerDetailsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: TravellerDetailsValues) => {
    setFailure(null);
    try {
      await save({ id: traveller.id, change: detailsRequestOf(schema.cast(values)) }).unwrap();
      onSaved();
    } catch (error) {
      setFailure(errorMessageOf(error, intl.formatMessage({ id: 'travellers.failed' })));
    }
  };
  return (
    <Formik initialValues={detailsValuesOf(details)} validationSchema={schema} onSubmit={submit}>
      <Form id={formId} noValidate>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {traveller.is_account_holder ? (
            <DialogContentText>
              <FormattedMessage id="travellers.details.holder" />
            </DialogContentText>
          ) : null}
          <FormikDateField
            id={`${formId}-issue`}
            name="passport_issue_date"
            label={intl.formatMessage({ id: 'travellers.details.issue' })}
          />
          <FormikDateField
            id={`${formId}-expiry`}
            name="passport_expiry_date"
            label={intl.formatMessage({ id: 'travellers.details.expiry' })}
          />
          <FormikTextField
            id={`${formId}-note`}
            name="nationality_note"
            label={intl.formatMessage({ id: 'travellers.details.note' })}
            helperText={intl.formatMessage({ id: 'travellers.details.noteHelp' })}
          />
          <FormikSwitch
            id={`${formId}-reminders`}
            name="email_reminders"
            label={intl.formatMessage({ id: 'travellers.details.reminders' }, { name: label })}
            helperText={intl.formatMessage({
              id: traveller.is_account_holder
                ? 'travellers.details.remindersHolder'
                : 'travellers.details.remindersHelp',
            })}
          />
          <FailureAlert failure={failure} />
        </Stack>
      </Form>
    </Formik>
  );
}

/**
 * A traveller's passport dates, nationality note and reminder e-mails switch (issue #22), read
 * when the dialog opens (`GET /api/travellers/{id}/details`, a spinner meanwhile, an error with a
 * retry when the read fails) and saved together (`PUT`). The passport check and the warning before
 * a visit use these dates for the traveller shown; the account holder's dates and switch are their
 * profile's, as the dialog says.
 */
export function TravellerDetailsDialog({ open, traveller, label, onClose }: TravellerDialogProps) {
  const titleId = useId();
  const formId = useId();
  const { data, isFetching, isError, refetch } = useTravellerDetailsQuery(traveller.id, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  // Read afresh at each opening: the form starts from what is stored now.
  const body = (
    <LoadStates
      data={isFetching ? undefined : data}
      isError={isError}
      onRetry={refetch}
      error={<FormattedMessage id="travellers.details.loadError" />}
    >
      {(details) => (
        <DetailsForm
          traveller={traveller}
          label={label}
          details={details}
          formId={formId}
          onSaved={onClose}
        />
      )}
    </LoadStates>
  );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        <FormattedMessage id="travellers.details.title" values={{ name: label }} />
      </DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="travellers.cancel" />
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={data === undefined || isFetching || isError}
        >
          <FormattedMessage id="travellers.details.save" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
