/** Donations are in pounds sterling; amounts are integer pence (ARCHITECTURE.md). */
export const DONATION_CURRENCY = 'gbp';

/**
 * The three donation tiers (SPEC §9): £3 'coffee and croissant', £5 'espresso and cannoli' and
 * £7.50 'Kaffe und Kuchen' (SPEC's spelling). `description` is the food the thank-you dialog names.
 */
export const DONATION_TIERS = [
  { productCode: 'coffee', title: 'Coffee', description: 'coffee and croissant', amountPence: 300 },
  {
    productCode: 'espresso',
    title: 'Espresso',
    description: 'espresso and cannoli',
    amountPence: 500,
  },
  { productCode: 'kuchen', title: 'Kuchen', description: 'Kaffe und Kuchen', amountPence: 750 },
] as const;

export type DonationTier = (typeof DONATION_TIERS)[number];
export type DonationProductCode = DonationTier['productCode'];

export const DONATION_PRODUCT_CODES: readonly DonationProductCode[] = DONATION_TIERS.map(
  (tier) => tier.productCode,
);

/** SPEC §2: the thank-you dialog falls back to coffee for an unknown type. */
export const DEFAULT_DONATION_PRODUCT_CODE: DonationProductCode = 'coffee';

/**
 * The tier with the given product code, or undefined.
 *
 * @example
 * findDonationTier('espresso')?.amountPence // → 500
 */
export function findDonationTier(productCode: string): DonationTier | undefined {
  return DONATION_TIERS.find((tier) => tier.productCode === productCode);
}
