import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';

import { EES_START_DATE } from '@app/schengen-rules';

import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';

interface EesWarningDialogProps {
  open: boolean;
  onCancel: () => void;
  onContinue: () => void;
}

/**
 * SPEC §2 and §5 EES Notice: a visit from 12 October 2025 by a traveller who has not completed the
 * EES biometric registration needs extra time at the border. Its texts are the `history`
 * namespace's, loaded with its code (use-create-visit-flow.tsx).
 */
export function EesWarningDialog({ open, onCancel, onContinue }: EesWarningDialogProps) {
  const language = useLanguage();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="ees-warning-title"
      aria-describedby="ees-warning-text"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="ees-warning-title">
        <FormattedMessage id="history.ees.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="ees-warning-text">
          <FormattedMessage
            id="history.ees.text"
            values={{ date: formatLongDate(EES_START_DATE, language) }}
          />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          <FormattedMessage id="history.ees.cancel" />
        </Button>
        <Button variant="contained" onClick={onContinue}>
          <FormattedMessage id="history.ees.continue" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
