import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';

import { DangerActions } from '../../../components/feedback/danger-actions';

interface DeleteVisitDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** SPEC §2 Delete Visit confirmation. */
export function DeleteVisitDialog({ open, onCancel, onConfirm }: DeleteVisitDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="delete-visit-title"
      aria-describedby="delete-visit-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-visit-title">
        <FormattedMessage id="dashboard.delete.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-visit-text">
          <FormattedMessage id="dashboard.delete.text" />
        </DialogContentText>
      </DialogContent>
      <DangerActions
        cancel={<FormattedMessage id="dashboard.cancel" />}
        confirm={<FormattedMessage id="dashboard.delete.confirm" />}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}
