import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage, useIntl } from 'react-intl';

import type { PassportMessage } from '@app/schengen-rules';

import { passportMessageText } from '../passport-messages';

interface PassportWarningDialogProps {
  open: boolean;
  /** SPEC §5's messages for this visit (`passportWarningsFor`). */
  messages: readonly PassportMessage[];
  onCancel: () => void;
  onContinue: () => void;
}

/**
 * SPEC §2 and §5 Passport Warning: the traveller may cancel or continue anyway. Its texts are the
 * `history` namespace's, loaded with its code (use-create-visit-flow.tsx).
 */
export function PassportWarningDialog({
  open,
  messages,
  onCancel,
  onContinue,
}: PassportWarningDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="passport-warning-title"
      aria-describedby="passport-warning-text"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="passport-warning-title">
        <FormattedMessage id="history.passport.title" />
      </DialogTitle>
      <DialogContent id="passport-warning-text">
        {messages.map((message) => (
          <DialogContentText key={message.code} sx={{ mb: 1 }}>
            {passportMessageText(message, intl)}
          </DialogContentText>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          <FormattedMessage id="dashboard.cancel" />
        </Button>
        <Button color="warning" variant="contained" onClick={onContinue}>
          <FormattedMessage id="history.passport.continue" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
