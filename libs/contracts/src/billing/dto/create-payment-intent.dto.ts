import { IsDefined, IsIn, IsInt, ValidateBy } from 'class-validator';

import {
  DONATION_PRODUCT_CODES,
  findDonationTier,
  type DonationProductCode,
} from '../donation-tiers.constants';

/**
 * POST /api/create-payment-intent (SPEC §7). `amount` is in integer pence and must be the chosen
 * tier's price; the billing service charges the tier's price in any case.
 */
export class CreatePaymentIntentDto {
  @IsDefined({ message: 'Amount is required' })
  @IsInt({ message: 'amount must be a whole number of pence' })
  @ValidateBy({
    name: 'matchesDonationTier',
    validator: {
      validate: (value: unknown, args): boolean => {
        const { productCode } = args?.object as { productCode?: unknown };
        const tier = typeof productCode === 'string' ? findDonationTier(productCode) : undefined;
        // A non-integer amount and an unknown product code are reported by their own checks.
        return tier === undefined || !Number.isInteger(value) || value === tier.amountPence;
      },
      defaultMessage: () => 'amount must be the price of the chosen donation tier',
    },
  })
  amount!: number;

  @IsDefined({ message: 'Product code is required' })
  @IsIn(DONATION_PRODUCT_CODES, { message: 'productCode must be one of the donation tiers' })
  productCode!: DonationProductCode;
}
