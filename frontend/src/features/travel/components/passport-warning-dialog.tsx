import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface PassportWarningDialogProps {
  open: boolean;
  /** SPEC §5's texts for this visit. */
  messages: readonly string[];
  onCancel: () => void;
  onContinue: () => void;
}

/** SPEC §2 and §5 Passport Warning: the traveller may cancel or continue anyway. */
export function PassportWarningDialog({
  open,
  messages,
  onCancel,
  onContinue,
}: PassportWarningDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="passport-warning-title"
      aria-describedby="passport-warning-text"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="passport-warning-title">Passport Warning</DialogTitle>
      <DialogContent id="passport-warning-text">
        {messages.map((message) => (
          <DialogContentText key={message} sx={{ mb: 1 }}>
            {message}
          </DialogContentText>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="warning" variant="contained" onClick={onContinue}>
          Continue Anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
