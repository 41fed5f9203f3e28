import { IsEmail, IsIn, IsInt, Min } from 'class-validator';

import { IsEntityId } from '../../common/is-entity-id.decorator';
import { IsNullable } from '../../common/is-nullable.decorator';
import { EventEnvelope } from '../../events/event-envelope';
import { DONATION_PRODUCT_CODES, type DonationProductCode } from '../donation-tiers.constants';

export const DONATION_SUCCEEDED_TOPIC = 'billing.donation.succeeded.v1';

/**
 * The card provider confirmed a donation. `aggregateId` is the provider's payment intent id.
 * Auth sets `has_donated` for `userId`; notification sends the 'donation-receipt-email' to
 * `email`. Both are null for a visitor who gave without an account or an address.
 */
export class DonationSucceededEvent extends EventEnvelope {
  @IsNullable()
  @IsEntityId()
  userId!: string | null;

  @IsNullable()
  @IsEmail()
  email!: string | null;

  @IsInt()
  @Min(1)
  amountPence!: number;

  @IsIn(DONATION_PRODUCT_CODES)
  productCode!: DonationProductCode;
}
