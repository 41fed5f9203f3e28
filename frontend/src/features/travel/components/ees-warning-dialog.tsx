import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface EesWarningDialogProps {
  open: boolean;
  onCancel: () => void;
  onContinue: () => void;
}

/**
 * SPEC §2 and §5 EES Notice: a visit from 12 October 2025 by a traveller who has not completed the
 * EES biometric registration needs extra time at the border.
 */
export function EesWarningDialog({ open, onCancel, onContinue }: EesWarningDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="ees-warning-title"
      aria-describedby="ees-warning-text"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="ees-warning-title">EES Notice</DialogTitle>
      <DialogContent>
        <DialogContentText id="ees-warning-text">
          The EU Entry/Exit System (EES) applies from 12 October 2025. You have not marked your EES
          biometric registration as completed, so allow extra time at the border: your fingerprints
          and photo will be taken on your first entry.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel Visit</Button>
        <Button variant="contained" onClick={onContinue}>
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
