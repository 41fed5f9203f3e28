import type { DonationTier, DonationTierDto } from '@app/contracts';

/**
 * The wire shape of a tier (SPEC §3 "Donation tier"): `amount` in pence.
 *
 * @example
 * toDonationTierDto(findDonationTier('kuchen')!) // → { title: 'Kuchen', amount: 750, … }
 */
export function toDonationTierDto(tier: DonationTier): DonationTierDto {
  return {
    title: tier.title,
    amount: tier.amountPence,
    productCode: tier.productCode,
    description: tier.description,
  };
}
