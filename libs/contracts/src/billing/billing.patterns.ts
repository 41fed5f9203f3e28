/**
 * RPC patterns served by the billing service (gateway → billing). Never write these strings inline.
 *
 * @example
 * this.billing.send(BillingPatterns.CreatePaymentIntent, dto)
 */
export const BillingPatterns = {
  /** { userId? } & CreatePaymentIntentDto → PaymentIntentResponseDto */
  CreatePaymentIntent: 'billing.payment-intents.create',
  /** { userId } & ConfirmDonationDto → void (verified with the card provider, never trusted) */
  ConfirmDonation: 'billing.donations.confirm',
  /** { rawBody, signature } → void (the card provider's signed webhook) */
  HandleWebhook: 'billing.webhooks.handle',
  /** void → DonationTier[] */
  ListTiers: 'billing.tiers.list',
} as const;

export type BillingPattern = (typeof BillingPatterns)[keyof typeof BillingPatterns];
