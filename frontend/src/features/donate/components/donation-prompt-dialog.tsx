import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';

/**
 * The donation prompt's dialog, loaded only when a user is due to see it (DonationPrompt), with
 * its messages (namespace `dashboard`) in the page's language.
 */
export default function DonationPromptDialog({
  productName,
  dismiss,
}: {
  productName: string;
  dismiss: () => void;
}) {
  return (
    <Dialog open onClose={dismiss} aria-labelledby="donation-prompt-title" maxWidth="xs">
      <DialogTitle id="donation-prompt-title">
        <FormattedMessage id="dashboard.donationPrompt.title" values={{ productName }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="dashboard.donationPrompt.body" values={{ productName }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismiss}>
          <FormattedMessage id="dashboard.donationPrompt.later" />
        </Button>
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.donate.getHref()}
          onClick={dismiss}
        >
          <FormattedMessage id="dashboard.donationPrompt.donate" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
