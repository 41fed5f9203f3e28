/**
 * The answer to POST /api/donation/success: `recorded` when this call recorded the donation,
 * `already-recorded` when Stripe's webhook (or an earlier call) did. Either way the payment was
 * verified with Stripe.
 */
export interface DonationConfirmationDto {
  status: 'recorded' | 'already-recorded';
}

/** The answer to Stripe's webhook call; `duplicate` when the event id was already processed. */
export interface StripeWebhookResultDto {
  received: true;
  duplicate: boolean;
}
