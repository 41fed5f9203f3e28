import type { DonationProductCode } from '../donation-tiers.constants';

/**
 * One tier as the donate page shows it (SPEC §3 "Donation tier"): `amount` is in integer pence and
 * is sent back, with `productCode`, to POST /api/create-payment-intent.
 */
export interface DonationTierDto {
  title: string;
  amount: number;
  productCode: DonationProductCode;
  /** The food it buys, e.g. 'coffee and croissant'. */
  description: string;
}

/**
 * GET /api/donation-options: what the donate page needs. Answered only when donations are set up;
 * otherwise 503 'PAYMENTS_NOT_CONFIGURED'.
 */
export interface DonationOptionsDto {
  /** Stripe's publishable key (pk_…), for Stripe.js in the browser. */
  publishableKey: string;
  /** ISO 4217, lower case: 'gbp'. */
  currency: string;
  tiers: DonationTierDto[];
}
