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

import { formatPounds } from '../donation-amounts';
import type { DonationCheckout } from '../hooks/use-donation-checkout';
import { useStripeInstance } from '../hooks/use-stripe-instance';
import { CheckoutForm } from './checkout-form';

/**
 * 'Complete Your Donation' (SPEC §2): the tier and its amount, Stripe's card form (once Stripe.js
 * has loaded; a clear message when it cannot) and 'Back to donation options'.
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
  const stripe = useStripeInstance(publishableKey);
  const amount = formatPounds(checkout.tier.amount);
  const options = useMemo(
    () => ({ clientSecret: checkout.clientSecret, appearance: { theme: 'stripe' as const } }),
    [checkout.clientSecret],
  );
  return (
    <Card variant="outlined" sx={{ textAlign: 'left' }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h2" variant="h4" gutterBottom>
          Complete Your Donation
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {checkout.tier.title} · £{amount} · {checkout.tier.description}
        </Typography>
        {stripe.status === 'loading' ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the secure card form" />
          </Box>
        ) : null}
        {stripe.status === 'failed' ? (
          <Alert severity="error" role="alert">
            The secure card form could not be loaded. Check your internet connection (and any
            blocker of js.stripe.com), then try again.
          </Alert>
        ) : null}
        {stripe.status === 'ready' ? (
          <Elements stripe={stripe.stripe} options={options}>
            <CheckoutForm amount={amount} type={checkout.tier.productCode} />
          </Elements>
        ) : null}
        <Button startIcon={<ArrowBack aria-hidden />} onClick={onBack} sx={{ mt: 2 }}>
          Back to donation options
        </Button>
      </CardContent>
    </Card>
  );
}
