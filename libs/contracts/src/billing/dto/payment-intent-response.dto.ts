/** The answer to POST /api/create-payment-intent: the card provider's client secret. */
export interface PaymentIntentResponseDto {
  clientSecret: string;
}
