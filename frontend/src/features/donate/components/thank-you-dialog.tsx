import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

import { useProductConfig } from '../../../lib/product-config';
import { thankYouFor } from '../donation-amounts';

/**
 * SPEC §2 thank-you dialog: '£{amount} for {food}', a message in the tier's theme, the receipt
 * note, 'Enjoy your time in the EU!' and 'Continue Using <product name>'.
 */
export function ThankYouDialog({
  amount,
  type,
  onContinue,
}: {
  amount: string;
  type: string;
  onContinue: () => void;
}) {
  const { productName } = useProductConfig();
  const { food, message } = thankYouFor(type);
  return (
    <Dialog open onClose={onContinue} aria-labelledby="thank-you-title" maxWidth="xs" fullWidth>
      <DialogTitle id="thank-you-title" sx={{ textAlign: 'center' }}>
        Thank you for your support!
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography variant="h5" component="p" gutterBottom>
          £{amount} for {food}
        </Typography>
        <Typography gutterBottom>{message}</Typography>
        <Typography color="text.secondary" gutterBottom>
          You&apos;ll receive a thank you email shortly with your receipt…
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>Enjoy your time in the EU!</Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={onContinue}>
          Continue Using {productName}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
