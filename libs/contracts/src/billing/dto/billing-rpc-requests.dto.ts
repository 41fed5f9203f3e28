import { IsDefined, IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import { IsEntityId } from '../../common/is-entity-id.decorator';
import { IDEMPOTENCY_KEY_FORMAT } from '../billing.constants';
import { ConfirmDonationDto } from './confirm-donation.dto';
import { CreatePaymentIntentDto } from './create-payment-intent.dto';

/**
 * Payloads of the billing RPC patterns (gateway → billing, see `BillingPatterns`). `userId`,
 * `email` and `displayName` come from the gateway's resolved session and the account behind it,
 * never from a request body; a visitor who is not signed in sends none of them.
 */

/** `BillingPatterns.CreatePaymentIntent`: the chosen tier, who gives, and the retry key. */
export class CreatePaymentIntentRpcRequest extends CreatePaymentIntentDto {
  @IsOptional()
  @IsEntityId()
  userId?: string;

  /** Where the receipt goes (the account's address). */
  @IsOptional()
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email?: string;

  /** The receipt's greeting: the first name, or the username without one. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  displayName?: string;

  /** The request's `Idempotency-Key` header, when the browser sent one. */
  @IsOptional()
  @Matches(IDEMPOTENCY_KEY_FORMAT, {
    message: 'Idempotency-Key must be 8 to 64 letters, digits, - or _',
  })
  idempotencyKey?: string;
}

/** `BillingPatterns.ConfirmDonation`: the payment intent Stripe redirected back with. */
export class ConfirmDonationRpcRequest extends ConfirmDonationDto {
  @IsOptional()
  @IsEntityId()
  userId?: string;
}

/** `BillingPatterns.HandleWebhook`: the raw body exactly as received, and its signature header. */
export class StripeWebhookRpcRequest {
  /** The request body as UTF-8 text, byte for byte (the signature covers it). */
  @IsDefined({ message: 'The webhook body is missing' })
  @IsString({ message: 'The webhook body must be text' })
  @MaxLength(1_000_000)
  payload!: string;

  /** The `Stripe-Signature` header; empty when the request had none. */
  @IsDefined({ message: 'The Stripe-Signature header is missing' })
  @IsString({ message: 'The Stripe-Signature header must be text' })
  @MaxLength(4_096)
  signature!: string;
}
