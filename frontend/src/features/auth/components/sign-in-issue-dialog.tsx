import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface SignInIssueDialogProps {
  open: boolean;
  onTryAgain: () => void;
  onForgotPassword: () => void;
}

/** SPEC §8: what a failed sign-in shows. */
export function SignInIssueDialog({ open, onTryAgain, onForgotPassword }: SignInIssueDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onTryAgain}
      aria-labelledby="sign-in-issue-title"
      aria-describedby="sign-in-issue-text"
    >
      <DialogTitle id="sign-in-issue-title">Sign In Issue</DialogTitle>
      <DialogContent>
        <DialogContentText id="sign-in-issue-text" sx={{ mb: 2 }}>
          We couldn&apos;t sign you in with those details. Please double-check your username or
          email address and password, then try again.
        </DialogContentText>
        <Alert severity="info" role="note">
          You can sign in with either your username (case sensitive) or your email address.
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onForgotPassword}>Forgot Password?</Button>
        <Button variant="contained" onClick={onTryAgain} autoFocus>
          Try Again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
