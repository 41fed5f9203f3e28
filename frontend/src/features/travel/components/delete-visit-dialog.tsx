import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

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
      <DialogTitle id="delete-visit-title">Delete Visit</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-visit-text">
          Are you sure you want to delete this entry?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
