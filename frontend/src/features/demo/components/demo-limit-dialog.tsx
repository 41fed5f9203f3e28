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
import { FormattedMessage, useIntl } from 'react-intl';

import { AppLink } from '../../../components/navigation/app-link';
import { paths } from '../../../config/paths';
import { DEMO_CLICK_LIMIT, DEMO_SAMPLE_VISITS } from '../demo-slice';

/** SPEC §2: what a free account adds to the demo. */
const BENEFITS = [
  'landing.limit.benefit.entries',
  'landing.limit.benefit.calendar',
  'landing.limit.benefit.passport',
  'landing.limit.benefit.email',
  'landing.limit.benefit.export',
  'landing.limit.benefit.privacy',
] as const;

interface DemoLimitDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC §2 'Demo Limit Reached': shown on the click after the demo's 6; lists the free account's
 * benefits, with 'Continue Demo' and the way to sign up.
 */
export function DemoLimitDialog({ open, onClose }: DemoLimitDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="demo-limit-title"
      aria-describedby="demo-limit-text"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="demo-limit-title">
        <FormattedMessage id="landing.limit.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="demo-limit-text">
          <FormattedMessage
            id="landing.limit.text"
            values={{ clicks: DEMO_CLICK_LIMIT, visits: DEMO_SAMPLE_VISITS }}
          />
        </DialogContentText>
        <List dense aria-label={intl.formatMessage({ id: 'landing.limit.benefits' })}>
          {BENEFITS.map((benefit) => (
            <ListItem key={benefit} disableGutters>
              <ListItemIcon sx={{ minWidth: 36, color: 'success.main' }}>
                <CheckCircleOutlined aria-hidden />
              </ListItemIcon>
              <ListItemText primary={intl.formatMessage({ id: benefit })} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>
          <FormattedMessage id="landing.limit.continue" />
        </Button>
        <Button component={AppLink} href={paths.auth.getHref()} variant="contained">
          <FormattedMessage id="landing.limit.signUp" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
