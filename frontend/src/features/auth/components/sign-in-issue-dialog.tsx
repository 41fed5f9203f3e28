import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';

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
      <DialogTitle id="sign-in-issue-title">
        <FormattedMessage id="signInHelp.signInIssue.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="sign-in-issue-text" sx={{ mb: 2 }}>
          <FormattedMessage id="signInHelp.signInIssue.text" />
        </DialogContentText>
        <Alert severity="info" role="note">
          <FormattedMessage id="signInHelp.signInIssue.hint" />
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onForgotPassword}>
          <FormattedMessage id="signInHelp.signInIssue.forgotPassword" />
        </Button>
        <Button variant="contained" onClick={onTryAgain} autoFocus>
          <FormattedMessage id="signInHelp.signInIssue.tryAgain" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
