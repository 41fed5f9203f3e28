import { stripeLoader } from './load-stripe';

/** Our own words for a failed payment, when Stripe cannot tell us why. */
export const PAYMENT_FAILED_FALLBACK = 'Your payment did not go through, and nothing was charged.';

/**
 * Why Stripe refused a payment that redirected back as failed (SPEC §8 'Payment Failed' with the
 * provider's message): the `last_payment_error` of the PaymentIntent, retrieved with Stripe.js.
 * Falls back to our own text when payments are not configured (no publishable key), the return
 * carries no client secret, Stripe.js cannot be loaded or the intent holds no error.
 *
 * @example
 * await paymentFailureMessage('pk_test_…', 'pi_3Abc_secret_x') // → 'Your card was declined.'
 */
export async function paymentFailureMessage(
  publishableKey: string | null,
  clientSecret: string | null,
): Promise<string> {
  if (!publishableKey || !clientSecret) return PAYMENT_FAILED_FALLBACK;
  try {
    const stripe = await stripeLoader.load(publishableKey);
    if (!stripe) return PAYMENT_FAILED_FALLBACK;
    const { paymentIntent } = await stripe.retrievePaymentIntent(clientSecret);
    return paymentIntent?.last_payment_error?.message || PAYMENT_FAILED_FALLBACK;
  } catch (error) {
    console.error('Could not retrieve the failed payment from Stripe', error);
    return PAYMENT_FAILED_FALLBACK;
  }
}
