import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';

/** The donation prompt's dialog, loaded only when a user is due to see it (DonationPrompt). */
export default function DonationPromptDialog({
  productName,
  dismiss,
}: {
  productName: string;
  dismiss: () => void;
}) {
  return (
    <Dialog open onClose={dismiss} aria-labelledby="donation-prompt-title" maxWidth="xs">
      <DialogTitle id="donation-prompt-title">Enjoying {productName}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {productName} is free, and it stays free thanks to travellers like you. If it has helped
          you keep within the 90/180 rule, a small donation keeps it running.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismiss}>Maybe later</Button>
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.donate.getHref()}
          onClick={dismiss}
        >
          Donate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
