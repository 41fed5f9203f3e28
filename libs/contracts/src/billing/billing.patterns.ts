/**
 * RPC patterns served by the billing service (gateway → billing). Never write these strings inline.
 * Payload classes are in `dto/billing-rpc-requests.dto.ts`; failures are `AppError` payloads
 * (PAYMENTS_NOT_CONFIGURED without Stripe keys, SERVICE_UNAVAILABLE when Stripe cannot be reached).
 *
 * @example
 * this.billing.send(BillingPatterns.CreatePaymentIntent, request)
 */
export const BillingPatterns = {
  /** void → DonationOptionsDto (the tiers and Stripe's publishable key). PAYMENTS_NOT_CONFIGURED */
  GetDonationOptions: 'billing.donation-options.get',
  /** CreatePaymentIntentRpcRequest → PaymentIntentResponseDto. VALIDATION_FAILED, CONFLICT */
  CreatePaymentIntent: 'billing.payment-intents.create',
  /**
   * ConfirmDonationRpcRequest → DonationConfirmationDto. The payment intent is retrieved from
   * Stripe and trusted only from there. NOT_FOUND (missing or someone else's), CONFLICT (unpaid)
   */
  ConfirmDonation: 'billing.donations.confirm',
  /** ExportUserDataRpcRequest → BillingUserDataDto (the donations part of GET /api/user/export) */
  ExportUserData: 'billing.user-data.export',
  /** StripeWebhookRpcRequest → StripeWebhookResultDto (Stripe's signed webhook). VALIDATION_FAILED */
  HandleWebhook: 'billing.webhooks.handle',
} as const;

export type BillingPattern = (typeof BillingPatterns)[keyof typeof BillingPatterns];
