import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Elements } from '@stripe/react-stripe-js';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { formatPounds } from '../donation-amounts';
import type { DonationCheckout } from '../hooks/use-donation-checkout';
import { useStripeInstance } from '../hooks/use-stripe-instance';
import { formatMoney, tierWords } from '../tier-words';
import { CheckoutForm } from './checkout-form';

/**
 * 'Complete Your Donation' (SPEC §2): the tier and its amount, Stripe's card form (once Stripe.js
 * has loaded; a clear message when it cannot) and 'Back to donation options', in the page's
 * language.
 */
export function PaymentStep({
  checkout,
  publishableKey,
  onBack,
}: {
  checkout: DonationCheckout;
  publishableKey: string;
  onBack: () => void;
}) {
  const intl = useIntl();
  const stripe = useStripeInstance(publishableKey);
  const amount = formatPounds(checkout.tier.amount);
  const price = formatMoney(intl, checkout.tier.amount / 100);
  const { title, food } = tierWords(intl, checkout.tier);
  const options = useMemo(
    () => ({ clientSecret: checkout.clientSecret, appearance: { theme: 'stripe' as const } }),
    [checkout.clientSecret],
  );
  return (
    <Card variant="outlined" sx={{ textAlign: 'left' }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h2" variant="h4" gutterBottom>
          <FormattedMessage id="donate.payment.heading" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <FormattedMessage id="donate.payment.summary" values={{ title, amount: price, food }} />
        </Typography>
        {stripe.status === 'loading' ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress
              aria-label={intl.formatMessage({ id: 'donate.payment.loadingForm' })}
            />
          </Box>
        ) : null}
        {stripe.status === 'failed' ? (
          <Alert severity="error" role="alert">
            <FormattedMessage id="donate.payment.formFailed" />
          </Alert>
        ) : null}
        {stripe.status === 'ready' ? (
          <Elements stripe={stripe.stripe} options={options}>
            <CheckoutForm amount={amount} price={price} type={checkout.tier.productCode} />
          </Elements>
        ) : null}
        <Button startIcon={<ArrowBack aria-hidden />} onClick={onBack} sx={{ mt: 2 }}>
          <FormattedMessage id="donate.payment.back" />
        </Button>
      </CardContent>
    </Card>
  );
}
