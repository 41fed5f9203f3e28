import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';

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
      <DialogActions>
        <Button onClick={onCancel}>
          <FormattedMessage id="dashboard.cancel" />
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          <FormattedMessage id="dashboard.delete.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
