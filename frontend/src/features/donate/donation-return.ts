import { DEFAULT_RETURN_AMOUNT, DEFAULT_RETURN_TYPE } from './donation-amounts';

/** Query names of the return from Stripe (ours, then those Stripe appends). */
export const RETURN_PARAMS = {
  donation: 'donation',
  amount: 'amount',
  type: 'type',
  paymentIntent: 'payment_intent',
  clientSecret: 'payment_intent_client_secret',
  redirectStatus: 'redirect_status',
} as const;

/**
 * Whether `search` (an address's query) is the return from Stripe (SPEC §7: "the product home
 * with donation=success"), which `/` passes on to the donate page.
 */
export function isDonationReturn(search: string): boolean {
  return new URLSearchParams(search).get(RETURN_PARAMS.donation) === 'success';
}

export interface DonationReturn {
  /** `amount` as pounds to show ('3', '7.50'), default '3'. */
  amount: string;
  /** The tier's product code as sent, default 'coffee' (unknown types thank for coffee). */
  type: string;
  /** The payment intent Stripe redirected back with, when there is one. */
  paymentIntentId: string | null;
  /** Its client secret, with which Stripe.js retrieves it (for the reason a payment failed). */
  clientSecret: string | null;
  /** Stripe's outcome of a redirect-based payment that did not go through. */
  hasFailed: boolean;
}

const POUNDS = /^\d{1,5}(\.\d{1,2})?$/;
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/;
const CLIENT_SECRET = /^pi_[A-Za-z0-9]{1,250}_secret_[A-Za-z0-9]{1,250}$/;
const FAILED_STATUSES = new Set(['failed', 'requires_payment_method', 'canceled']);

/**
 * The return from Stripe when the URL has donation=success (SPEC §2 thank-you dialog), or null.
 *
 * @example
 * readDonationReturn(new URLSearchParams('donation=success&amount=7.50&type=kuchen'))
 * // → { amount: '7.50', type: 'kuchen', paymentIntentId: null, clientSecret: null, hasFailed: false }
 */
export function readDonationReturn(query: URLSearchParams): DonationReturn | null {
  if (query.get(RETURN_PARAMS.donation) !== 'success') return null;
  const amount = query.get(RETURN_PARAMS.amount) ?? '';
  const paymentIntent = query.get(RETURN_PARAMS.paymentIntent) ?? '';
  const clientSecret = query.get(RETURN_PARAMS.clientSecret) ?? '';
  return {
    amount: POUNDS.test(amount) ? amount : DEFAULT_RETURN_AMOUNT,
    type: query.get(RETURN_PARAMS.type) || DEFAULT_RETURN_TYPE,
    paymentIntentId: PAYMENT_INTENT_ID.test(paymentIntent) ? paymentIntent : null,
    clientSecret: CLIENT_SECRET.test(clientSecret) ? clientSecret : null,
    hasFailed: FAILED_STATUSES.has(query.get(RETURN_PARAMS.redirectStatus) ?? ''),
  };
}

/**
 * Where Stripe sends the browser after confirming (SPEC §7: the product home with
 * donation=success, which passes the query on to the donate page), with what the thank-you
 * dialog shows.
 *
 * @example
 * donationReturnUrl('https://tracker.example', '/', '7.50', 'kuchen')
 * // → 'https://tracker.example/?donation=success&amount=7.50&type=kuchen'
 */
export function donationReturnUrl(
  origin: string,
  path: string,
  amount: string,
  type: string,
): string {
  const query = new URLSearchParams({ donation: 'success', amount, type });
  return `${origin}${path}?${query.toString()}`;
}
