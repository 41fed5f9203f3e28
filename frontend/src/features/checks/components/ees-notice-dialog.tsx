import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage, useIntl } from 'react-intl';

import { EES_START_DATE } from '@app/schengen-rules';

import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { useEesNotice } from '../hooks/use-ees-notice';

/** SPEC §2 'Important: EES System Update': the one-time notice of planned visits under the EES. */
export function EesNoticeDialog() {
  const intl = useIntl();
  const language = useLanguage();
  const { isOpen, affectedVisits, close } = useEesNotice();
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      aria-labelledby="ees-notice-title"
      aria-describedby="ees-notice-text"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="ees-notice-title">
        <FormattedMessage id="checks.eesNotice.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="ees-notice-text" sx={{ mb: 2 }}>
          <FormattedMessage
            id="checks.eesNotice.visits"
            values={{ count: affectedVisits, date: formatLongDate(EES_START_DATE, language) }}
          />
        </DialogContentText>
        <DialogContentText>
          <FormattedMessage
            id="checks.eesNotice.registered"
            values={{ toggle: intl.formatMessage({ id: 'checks.ees.registered' }) }}
          />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          <FormattedMessage id="checks.eesNotice.gotIt" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
