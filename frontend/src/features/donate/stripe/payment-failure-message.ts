import { stripeLoader } from './load-stripe';

/**
 * Why Stripe refused a payment that redirected back as failed (SPEC §8 'Payment Failed' with the
 * provider's message): the `last_payment_error` of the PaymentIntent, retrieved with Stripe.js.
 * Null, for the page to say it in its own words ('donate.failed.notThrough'), when payments are
 * not configured (no publishable key), the return carries no client secret, Stripe.js cannot be
 * loaded or the intent holds no error.
 *
 * @example
 * await paymentFailureMessage('pk_test_…', 'pi_3Abc_secret_x') // → 'Your card was declined.'
 */
export async function paymentFailureMessage(
  publishableKey: string | null,
  clientSecret: string | null,
): Promise<string | null> {
  if (!publishableKey || !clientSecret) return null;
  try {
    const stripe = await stripeLoader.load(publishableKey);
    if (!stripe) return null;
    const { paymentIntent } = await stripe.retrievePaymentIntent(clientSecret);
    return paymentIntent?.last_payment_error?.message || null;
  } catch (error) {
    console.error('Could not retrieve the failed payment from Stripe', error);
    return null;
  }
}
