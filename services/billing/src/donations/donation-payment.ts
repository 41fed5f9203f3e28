import type Stripe from 'stripe';

import {
  DONATION_CURRENCY,
  DONATION_METADATA_KIND,
  findDonationTier,
  type DonationProductCode,
} from '@app/contracts';

/** What this service reads from a Stripe payment intent it created for a donation. */
export interface DonationPayment {
  paymentIntentId: string;
  status: Stripe.PaymentIntent.Status;
  /** What Stripe received once it succeeded; the amount asked for before. */
  amountPence: number;
  currency: string;
  productCode: DonationProductCode;
  /** The signed-in donor, or null for a visitor. */
  userId: string | null;
  chargeId: string | null;
  receiptEmail: string | null;
}

/** The metadata this service puts on each donation's payment intent (visible in Stripe). */
export function donationMetadata(
  productCode: DonationProductCode,
  userId: string | undefined,
): Record<string, string> {
  return {
    kind: DONATION_METADATA_KIND,
    product_code: productCode,
    ...(userId === undefined ? {} : { user_id: userId }),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The donation a Stripe payment intent stands for, or null when it is not one of ours (another
 * product on the same Stripe account, another currency, a tier this product does not know).
 *
 * @example
 * readDonationPayment(event.data.object) // → { paymentIntentId: 'pi_…', productCode: 'kuchen', … }
 */
export function readDonationPayment(intent: Stripe.PaymentIntent): DonationPayment | null {
  const metadata = intent.metadata ?? {};
  const tier = findDonationTier(metadata['product_code'] ?? '');
  const userId = metadata['user_id'] ?? null;
  if (
    metadata['kind'] !== DONATION_METADATA_KIND ||
    tier === undefined ||
    intent.currency !== DONATION_CURRENCY ||
    (userId !== null && !UUID.test(userId))
  ) {
    return null;
  }
  const charge = intent.latest_charge;
  return {
    paymentIntentId: intent.id,
    status: intent.status,
    amountPence: intent.status === 'succeeded' ? intent.amount_received : intent.amount,
    currency: intent.currency,
    productCode: tier.productCode,
    userId,
    chargeId: typeof charge === 'string' ? charge : (charge?.id ?? null),
    receiptEmail: intent.receipt_email ?? null,
  };
}
