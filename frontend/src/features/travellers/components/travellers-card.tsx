import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { TravellerDto } from '@app/contracts';

import { FailureAlert } from '../../../components/feedback/failure-alert';
import { LoadStatesCard } from '../../../components/layout/load-states-card';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf } from '../../../lib/api';
import {
  useAddTravellerMutation,
  useListTravellersQuery,
  useRenameTravellerMutation,
} from '../../../lib/travel/travellers-api';
import { TRAVELLERS_MAX_PER_ACCOUNT } from '../../../lib/travel/traveller-limits';
import { travellerLabel } from '../../../lib/travel/traveller-label';
import { travellerNameSchema, type TravellerNameValues } from '../traveller-name.schema';
import { DeleteTravellerDialog } from './delete-traveller-dialog';
import { TravellerDetailsDialog } from './traveller-details-dialog';

const NO_NAME: TravellerNameValues = { name: '' };

/** One name field and its button: adding a traveller, or renaming one in place. */
function NameForm({
  id,
  initialName,
  formLabel,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  id: string;
  initialName: string;
  /** The form's name for assistive technology (its field has `label`). */
  formLabel: string;
  label: string;
  submitLabel: string;
  /** Resolves when the server has taken the name; rejects with the error to show. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const schema = useMemo(() => travellerNameSchema(intl), [intl]);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: TravellerNameValues, form: FormikHelpers<TravellerNameValues>) => {
    setFailure(null);
    try {
      await onSubmit(schema.cast(values).name);
      form.resetForm({ values: NO_NAME });
    } catch (error) {
      setFailure(errorMessageOf(error, intl.formatMessage({ id: 'travellers.failed' })));
    }
  };
  return (
    <Formik initialValues={{ name: initialName }} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={formLabel}>
          <Stack spacing={1.5}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <FormikTextField id={id} name="name" label={label} size="small" />
              <Button type="submit" variant="outlined" disabled={isSubmitting} sx={{ mt: 0.25 }}>
                {submitLabel}
              </Button>
              {onCancel ? (
                <Button onClick={onCancel} sx={{ mt: 0.25 }}>
                  <FormattedMessage id="travellers.cancel" />
                </Button>
              ) : null}
            </Box>
            <FailureAlert failure={failure} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function TravellerItem({ traveller }: { traveller: TravellerDto }) {
  const intl = useIntl();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editingDetails, setEditingDetails] = useState(false);
  const [rename] = useRenameTravellerMutation();
  const label = travellerLabel(traveller, intl);
  if (renaming) {
    return (
      <ListItem disableGutters>
        <NameForm
          id={`traveller-name-${traveller.id}`}
          initialName={label}
          formLabel={intl.formatMessage({ id: 'travellers.rename.for' }, { name: label })}
          label={intl.formatMessage({ id: 'travellers.rename.label' }, { name: label })}
          submitLabel={intl.formatMessage({ id: 'travellers.rename.save' })}
          onSubmit={async (name) => {
            await rename({ id: traveller.id, name }).unwrap();
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      </ListItem>
    );
  }
  return (
    <ListItem disableGutters sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
      <ListItemText
        primary={label}
        secondary={
          traveller.is_account_holder
            ? intl.formatMessage({ id: 'travellers.accountHolder' })
            : undefined
        }
      />
      {/* Under the name, wrapping: three actions fit a 320 px screen. */}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          aria-label={intl.formatMessage({ id: 'travellers.details.for' }, { name: label })}
          onClick={() => setEditingDetails(true)}
        >
          <FormattedMessage id="travellers.details.button" />
        </Button>
        <Button
          size="small"
          aria-label={intl.formatMessage({ id: 'travellers.rename.for' }, { name: label })}
          onClick={() => setRenaming(true)}
        >
          <FormattedMessage id="travellers.rename.button" />
        </Button>
        {traveller.is_account_holder ? null : (
          <Button
            size="small"
            color="error"
            aria-label={intl.formatMessage({ id: 'travellers.delete.label' }, { name: label })}
            onClick={() => setDeleting(true)}
          >
            <FormattedMessage id="travellers.delete.button" />
          </Button>
        )}
      </Box>
      <TravellerDetailsDialog
        open={editingDetails}
        traveller={traveller}
        label={label}
        onClose={() => setEditingDetails(false)}
      />
      {traveller.is_account_holder ? null : (
        <DeleteTravellerDialog
          open={deleting}
          traveller={traveller}
          label={label}
          onClose={() => setDeleting(false)}
        />
      )}
    </ListItem>
  );
}

/**
 * The Profile tab's "Travellers" card (issue #22, ADR 0034): the account's travellers (the account
 * holder's first, never deleted), each renamed in place or deleted after a confirmation, and a
 * form to add one (up to TRAVELLERS_MAX_PER_ACCOUNT); a loading state while they are read and an
 * error state with a retry when the read failed.
 */
export function TravellersCard() {
  const intl = useIntl();
  const headingId = useId();
  const { data, isError, refetch } = useListTravellersQuery();
  const [add] = useAddTravellerMutation();
  return (
    <LoadStatesCard
      headingId={headingId}
      title={<FormattedMessage id="travellers.heading" />}
      intro={<FormattedMessage id="travellers.intro" />}
      sx={{ mt: 3 }}
      data={data}
      isError={isError}
      onRetry={refetch}
      loadError={<FormattedMessage id="travellers.loadError" />}
    >
      {(travellers) => (
        <>
          <List dense aria-labelledby={headingId}>
            {travellers.map((traveller) => (
              <TravellerItem key={traveller.id} traveller={traveller} />
            ))}
          </List>
          {travellers.length >= TRAVELLERS_MAX_PER_ACCOUNT ? (
            <Typography color="text.secondary">
              <FormattedMessage id="travellers.full" values={{ max: TRAVELLERS_MAX_PER_ACCOUNT }} />
            </Typography>
          ) : (
            <NameForm
              id="new-traveller-name"
              initialName=""
              formLabel={intl.formatMessage({ id: 'travellers.add.form' })}
              label={intl.formatMessage({ id: 'travellers.add.label' })}
              submitLabel={intl.formatMessage({ id: 'travellers.add.button' })}
              onSubmit={(name) => add({ name }).unwrap()}
            />
          )}
        </>
      )}
    </LoadStatesCard>
  );
}
