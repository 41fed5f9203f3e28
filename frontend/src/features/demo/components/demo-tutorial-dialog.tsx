import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { DEMO_TUTORIAL_STEPS, demoTutorialValues } from './demo-tutorial-steps';

export interface DemoTutorialDialogProps {
  productName: string;
  open: boolean;
  onClose: () => void;
  /** The last step's 'Try Calendar'. */
  onTryCalendar: () => void;
}

/** SPEC §2: the demo's 5-step tutorial with Previous and Next; the last step's 'Try Calendar'. */
export function DemoTutorialDialog({
  productName,
  open,
  onClose,
  onTryCalendar,
}: DemoTutorialDialogProps) {
  const intl = useIntl();
  const steps = DEMO_TUTORIAL_STEPS;
  const [index, setIndex] = useState(0);
  const step = steps[index] ?? steps[0]!;
  const isFirst = index === 0;
  const isLast = index === steps.length - 1;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="demo-tutorial-title"
      aria-describedby="demo-tutorial-step"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setIndex(0) } }}
    >
      <DialogTitle id="demo-tutorial-title" sx={{ paddingInlineEnd: 7 }}>
        <FormattedMessage id="landing.tutorial.title" values={{ productName }} />
      </DialogTitle>
      <IconButton
        aria-label={intl.formatMessage({ id: 'landing.tutorial.close' })}
        onClick={onClose}
        sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
      >
        <Close />
      </IconButton>
      <DialogContent>
        <Box id="demo-tutorial-step" sx={{ '& p': { mt: 0 } }}>
          <Typography component="h3" variant="h6" gutterBottom>
            <FormattedMessage id={step.title} />
          </Typography>
          <Typography component="div">
            <p>
              <FormattedMessage id={step.body} values={demoTutorialValues(productName)} />
            </p>
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 3 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          <FormattedMessage
            id="landing.tutorial.step"
            values={{ step: index + 1, total: steps.length }}
          />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={() => setIndex((i) => i - 1)} disabled={isFirst}>
            <FormattedMessage id="landing.tutorial.previous" />
          </Button>
          {isLast ? (
            <Button variant="contained" onClick={onTryCalendar}>
              <FormattedMessage id="landing.tutorial.try" />
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setIndex((i) => i + 1)}>
              <FormattedMessage id="landing.tutorial.next" />
            </Button>
          )}
        </Box>
      </DialogActions>
    </Dialog>
  );
}
