import { IsDefined, Matches, MaxLength } from 'class-validator';

/**
 * POST /api/donation/success (SPEC §7 leaves the body open). The browser sends the id of the
 * payment intent the provider redirected back with; billing retrieves it from the provider and
 * trusts only that answer.
 */
export class ConfirmDonationDto {
  @IsDefined({ message: 'Payment intent id is required' })
  @Matches(/^pi_[A-Za-z0-9_]+$/, { message: 'paymentIntentId must be a payment intent id' })
  @MaxLength(255, { message: 'paymentIntentId must be a payment intent id' })
  paymentIntentId!: string;
}
