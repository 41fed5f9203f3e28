import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { DangerActions } from '../../../components/feedback/danger-actions';

import { errorMessageOf } from '../../../lib/api';
import { useDeleteTravellerMutation } from '../../../lib/travel/travellers-api';
import type { TravellerDialogProps } from './traveller-dialog-props';

/**
 * Deleting a traveller who is not the account holder (`DELETE /api/travellers/{id}`): their visits
 * and periods go with them, so the user confirms first; a refusal shows the server's message.
 */
export function DeleteTravellerDialog({ open, traveller, label, onClose }: TravellerDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [deleteTraveller, { isLoading, error, reset }] = useDeleteTravellerMutation();
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    try {
      await deleteTraveller(traveller.id).unwrap();
      close();
    } catch {
      // The error shows in the dialog (the mutation's `error`).
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <FormattedMessage id="travellers.delete.title" values={{ name: label }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="travellers.delete.text" values={{ name: label }} />
        </DialogContentText>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessageOf(error, intl.formatMessage({ id: 'travellers.failed' }))}
          </Alert>
        ) : null}
      </DialogContent>
      <DangerActions
        cancel={<FormattedMessage id="travellers.cancel" />}
        confirm={<FormattedMessage id="travellers.delete.confirm" values={{ name: label }} />}
        onCancel={close}
        onConfirm={() => void confirm()}
        busy={isLoading}
      />
    </Dialog>
  );
}
