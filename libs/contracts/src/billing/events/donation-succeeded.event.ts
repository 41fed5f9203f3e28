import { IsEmail, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

import { IsEntityId } from '../../common/is-entity-id.decorator';
import { IsNullable } from '../../common/is-nullable.decorator';
import { EventEnvelope } from '../../events/event-envelope';
import { DONATION_PRODUCT_CODES, type DonationProductCode } from '../donation-tiers.constants';

export const DONATION_SUCCEEDED_TOPIC = 'billing.donation.succeeded.v1';

/**
 * Stripe confirmed a donation (a verified webhook or a server-side retrieval, never the browser's
 * word). `aggregateId` is Stripe's payment intent id. Auth sets `has_donated` for `userId`;
 * notification sends the 'donation-receipt-email' to `email`. `userId` is null for a visitor who
 * gave without signing in; `email` is null when no address is known (then no receipt is sent).
 */
export class DonationSucceededEvent extends EventEnvelope {
  @IsNullable()
  @IsEntityId()
  userId!: string | null;

  @IsNullable()
  @IsEmail()
  email!: string | null;

  /**
   * The receipt's greeting (first name or username); null for a visitor. Added after the first
   * release of v1, so it may be absent.
   */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  displayName?: string | null;

  @IsInt()
  @Min(1)
  amountPence!: number;

  @IsIn(DONATION_PRODUCT_CODES)
  productCode!: DonationProductCode;
}
