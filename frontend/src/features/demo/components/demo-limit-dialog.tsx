import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

import { AppLink } from '../../../components/navigation/app-link';
import { paths } from '../../../config/paths';
import { DEMO_CLICK_LIMIT, DEMO_SAMPLE_VISITS } from '../demo-slice';

/** SPEC §2: what a free account adds to the demo. */
const BENEFITS = [
  'Unlimited travel entries',
  'The full 12-month calendar',
  'Passport validity checker',
  'E-mail notifications and reminders',
  'CSV and PDF export of your travel history',
  'Your data kept private: never sold or shared',
];

interface DemoLimitDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC §2 'Demo Limit Reached': shown on the click after the demo's 6; lists the free account's
 * benefits, with 'Continue Demo' and the way to sign up.
 */
export function DemoLimitDialog({ open, onClose }: DemoLimitDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="demo-limit-title"
      aria-describedby="demo-limit-text"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="demo-limit-title">Demo Limit Reached</DialogTitle>
      <DialogContent>
        <DialogContentText id="demo-limit-text">
          You have used the demo&apos;s {DEMO_CLICK_LIMIT} clicks, enough for {DEMO_SAMPLE_VISITS}{' '}
          sample visits. Create a free account to record all your travels, with:
        </DialogContentText>
        <List dense aria-label="Free account benefits">
          {BENEFITS.map((benefit) => (
            <ListItem key={benefit} disableGutters>
              <ListItemIcon sx={{ minWidth: 36, color: 'success.main' }}>
                <CheckCircleOutlined aria-hidden />
              </ListItemIcon>
              <ListItemText primary={benefit} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Continue Demo</Button>
        <Button component={AppLink} href={paths.auth.getHref()} variant="contained">
          Sign Up for Free
        </Button>
      </DialogActions>
    </Dialog>
  );
}
