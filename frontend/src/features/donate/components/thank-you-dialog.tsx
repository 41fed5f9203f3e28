import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { useProductConfig } from '../../../lib/product-config';
import { formatMoney, thankYouFor } from '../tier-words';

/**
 * SPEC §2 thank-you dialog: '£{amount} for {food}', a message in the tier's theme, the receipt
 * note, 'Enjoy your time in the EU!' and 'Continue Using <product name>', in the page's language.
 * `amount` is pounds as the return URL carries them ('7.50').
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
  const intl = useIntl();
  const { productName } = useProductConfig();
  const { food, message } = thankYouFor(type);
  return (
    <Dialog open onClose={onContinue} aria-labelledby="thank-you-title" maxWidth="xs" fullWidth>
      <DialogTitle id="thank-you-title" sx={{ textAlign: 'center' }}>
        <FormattedMessage id="donate.thankYou.title" />
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography variant="h5" component="p" gutterBottom>
          <FormattedMessage
            id="donate.thankYou.amount"
            values={{
              amount: formatMoney(intl, Number(amount)),
              food: intl.formatMessage({ id: food }),
            }}
          />
        </Typography>
        <Typography gutterBottom>
          <FormattedMessage id={message} />
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          <FormattedMessage id="donate.thankYou.receipt" />
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          <FormattedMessage id="donate.thankYou.enjoy" />
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={onContinue}>
          <FormattedMessage id="donate.thankYou.continue" values={{ productName }} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
