import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

import { EES_START_DATE } from '@app/schengen-rules';

import { formatLongDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/plural';
import { useEesNotice } from '../hooks/use-ees-notice';

/** SPEC §2 'Important: EES System Update': the one-time notice of planned visits under the EES. */
export function EesNoticeDialog() {
  const { isOpen, affectedVisits, close } = useEesNotice();
  const visits = formatCount(affectedVisits, 'planned visit');
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      aria-labelledby="ees-notice-title"
      aria-describedby="ees-notice-text"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="ees-notice-title">Important: EES System Update</DialogTitle>
      <DialogContent>
        <DialogContentText id="ees-notice-text" sx={{ mb: 2 }}>
          You have {visits} starting on or after {formatLongDate(EES_START_DATE)}, when the EU
          Entry/Exit System (EES) starts. At your first crossing after that date your fingerprints
          and a photo are taken at the border, so allow extra time.
        </DialogContentText>
        <DialogContentText>
          Once you have registered, turn on &apos;EES biometric registration completed&apos; in the
          EES card below your dashboard tabs and you won&apos;t see EES warnings again.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          Got It
        </Button>
      </DialogActions>
    </Dialog>
  );
}
