import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useToast } from '../../../components/feedback/toast';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/session';
import { donationReturnUrl } from '../donation-return';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Stripe's Payment Element and the 'Donate £{amount}' button ('Processing...' while Stripe
 * confirms). On success Stripe sends the browser to /donate?donation=success…; a refusal it
 * reports here becomes the 'Payment Failed' toast with Stripe's message (SPEC §8). A visitor may
 * give an address for the receipt (a signed-in donor's goes to the account's). `amount` is the
 * return URL's ('7.50'), `price` the page's language's ('£7.50', '7,50 £').
 */
export function CheckoutForm({
  amount,
  price,
  type,
}: {
  amount: string;
  price: string;
  type: string;
}) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const { user } = useAuth();
  const { toast } = useToast();
  const [isProcessing, setIsProcessing] = useState(false);
  const [receiptEmail, setReceiptEmail] = useState('');
  const email = receiptEmail.trim();
  const isEmailValid = email === '' || EMAIL.test(email);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || !isEmailValid) return;
    setIsProcessing(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: donationReturnUrl(window.location.origin, paths.home.getHref(), amount, type),
        ...(user || email === '' ? {} : { payment_method_data: { billing_details: { email } } }),
      },
    });
    // Reached only when Stripe did not redirect: the payment was refused or could not start.
    toast({
      title: intl.formatMessage({ id: 'donate.failed.title' }),
      description: error.message ?? intl.formatMessage({ id: 'donate.failed.notCompleted' }),
      variant: 'destructive',
    });
    setIsProcessing(false);
  }

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      <PaymentElement />
      {user ? null : (
        <TextField
          label={intl.formatMessage({ id: 'donate.checkout.receiptEmail' })}
          type="email"
          autoComplete="email"
          value={receiptEmail}
          onChange={(event) => setReceiptEmail(event.target.value)}
          error={!isEmailValid}
          helperText={
            isEmailValid ? ' ' : intl.formatMessage({ id: 'donate.checkout.invalidEmail' })
          }
        />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!stripe || !elements || isProcessing}
      >
        {isProcessing ? (
          <FormattedMessage id="donate.checkout.processing" />
        ) : (
          <FormattedMessage id="donate.checkout.submit" values={{ amount: price }} />
        )}
      </Button>
    </Stack>
  );
}
