import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { WebMessageId } from '@app/i18n/web';

import { useProductConfig } from '../../../lib/product-config';

/** The tutorial's pages: a title and a text each (catalogue `auth`; each text is given the product's name). */
const STEPS = [
  { title: 'signInHelp.tutorial.rule.title', text: 'signInHelp.tutorial.rule.text' },
  { title: 'signInHelp.tutorial.record.title', text: 'signInHelp.tutorial.record.text' },
  { title: 'signInHelp.tutorial.status.title', text: 'signInHelp.tutorial.status.text' },
  { title: 'signInHelp.tutorial.control.title', text: 'signInHelp.tutorial.control.text' },
] as const satisfies readonly { title: WebMessageId; text: WebMessageId }[];

interface HowItWorksDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The short tutorial behind 'How <product name> Works' on the auth page. */
export function HowItWorksDialog({ open, onClose }: HowItWorksDialogProps) {
  const intl = useIntl();
  const { productName } = useProductConfig();
  const [index, setIndex] = useState(0);
  const step = STEPS[index] ?? STEPS[0];
  const isLast = index === STEPS.length - 1;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="how-it-works-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setIndex(0) } }}
    >
      <DialogTitle id="how-it-works-title">
        <FormattedMessage id="auth.page.howItWorks" values={{ productName }} />
      </DialogTitle>
      <DialogContent>
        <Typography component="h3" variant="h6" gutterBottom>
          <FormattedMessage id={step.title} />
        </Typography>
        <DialogContentText>
          <FormattedMessage id={step.text} values={{ productName }} />
        </DialogContentText>
      </DialogContent>
      <MobileStepper
        variant="dots"
        steps={STEPS.length}
        position="static"
        activeStep={index}
        aria-label={intl.formatMessage(
          { id: 'signInHelp.tutorial.step' },
          { step: index + 1, steps: STEPS.length },
        )}
        backButton={
          <Button size="small" onClick={() => setIndex((i) => i - 1)} disabled={index === 0}>
            <FormattedMessage id="signInHelp.tutorial.previous" />
          </Button>
        }
        nextButton={
          isLast ? (
            <Button size="small" variant="contained" onClick={onClose}>
              <FormattedMessage id="signInHelp.tutorial.getStarted" />
            </Button>
          ) : (
            <Button size="small" onClick={() => setIndex((i) => i + 1)}>
              <FormattedMessage id="signInHelp.tutorial.next" />
            </Button>
          )
        }
      />
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="signInHelp.dialog.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
