import LockOutlined from '@mui/icons-material/LockOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { useProductConfig } from '../../../lib/product-config';
import { useDonationReturn } from '../hooks/use-donation-return';
import { DonationCheckout } from './donation-checkout';
import { ThankYouDialog } from './thank-you-dialog';

/**
 * /donate (SPEC §2): the headline, the tiers and the payment step, notes on how the payment is
 * processed and who sends the receipt, 'Back to <product name>', and the thank-you dialog on the
 * return from Stripe. The frame's footer holds the privacy, terms and support e-mail links. Every
 * text is in the page's language (namespace `donate`).
 */
export function DonatePage() {
  const { productName } = useProductConfig();
  const navigate = useNavigate();
  const { thankYou, close } = useDonationReturn();

  return (
    <Container
      component="main"
      id="main"
      maxWidth="md"
      sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}
    >
      <Typography component="h1" variant="h1" gutterBottom>
        <FormattedMessage id="donate.heading" values={{ productName }} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 640, mx: 'auto' }}>
        <FormattedMessage id="donate.intro" values={{ productName }} />
      </Typography>

      <DonationCheckout />

      <Stack spacing={1} sx={{ mt: 4, mb: 4, color: 'text.secondary' }} component="section">
        <Typography variant="body2">
          <LockOutlined aria-hidden fontSize="inherit" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
          <FormattedMessage id="donate.note.stripe" />
        </Typography>
        <Typography variant="body2">
          <ReceiptLongOutlined
            aria-hidden
            fontSize="inherit"
            sx={{ verticalAlign: 'middle', mr: 0.5 }}
          />
          <FormattedMessage id="donate.note.receipt" values={{ productName }} />
        </Typography>
      </Stack>

      <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
        <FormattedMessage id="donate.back" values={{ productName }} />
      </Button>

      {thankYou ? (
        <ThankYouDialog
          amount={thankYou.amount}
          type={thankYou.type}
          onContinue={() => {
            close();
            void navigate(paths.home.getHref());
          }}
        />
      ) : null}
    </Container>
  );
}
