import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useProductConfig } from '../../../lib/product-config';

interface Step {
  title: string;
  text: string;
}

function stepsFor(productName: string): Step[] {
  return [
    {
      title: 'The 90/180 rule',
      text: 'Visitors from outside the Schengen Area may stay up to 90 days in any rolling 180-day period across the 29 Schengen countries. Every calendar day you are present counts, including the day you arrive and the day you leave.',
    },
    {
      title: 'Record your trips',
      text: `Add each visit to ${productName} with its entry and exit dates, either by clicking days on the calendar or by typing them in. A country and notes are optional.`,
    },
    {
      title: 'Know where you stand',
      text: `${productName} counts the days you have used in the last 180 days and the days you have left, warns you as you approach the limit, and checks your passport dates against the Schengen requirements.`,
    },
    {
      title: 'Stay in control',
      text: 'Turn on e-mail reminders or weekly summaries, export your history as CSV or PDF, download your data, and delete your account whenever you like. It is free to use.',
    },
  ];
}

interface HowItWorksDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The short tutorial behind 'How <product name> Works' on the auth page. */
export function HowItWorksDialog({ open, onClose }: HowItWorksDialogProps) {
  const { productName } = useProductConfig();
  const steps = stepsFor(productName);
  const [index, setIndex] = useState(0);
  const step = steps[index] ?? steps[0];
  const isLast = index === steps.length - 1;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="how-it-works-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setIndex(0) } }}
    >
      <DialogTitle id="how-it-works-title">How {productName} Works</DialogTitle>
      <DialogContent>
        <Typography component="h3" variant="h6" gutterBottom>
          {step?.title}
        </Typography>
        <DialogContentText>{step?.text}</DialogContentText>
      </DialogContent>
      <MobileStepper
        variant="dots"
        steps={steps.length}
        position="static"
        activeStep={index}
        aria-label={`Step ${index + 1} of ${steps.length}`}
        backButton={
          <Button size="small" onClick={() => setIndex((i) => i - 1)} disabled={index === 0}>
            Previous
          </Button>
        }
        nextButton={
          isLast ? (
            <Button size="small" variant="contained" onClick={onClose}>
              Get Started
            </Button>
          ) : (
            <Button size="small" onClick={() => setIndex((i) => i + 1)}>
              Next
            </Button>
          )
        }
      />
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
