import {
  BillingPatterns,
  DONATION_SUCCEEDED_TOPIC,
  type PaymentIntentResponseDto,
  type StripeWebhookResultDto,
} from '@app/contracts';

import type { BillingTestService } from './billing-test-service';

export interface DonorDetails {
  userId?: string;
  email?: string;
  displayName?: string;
}

/** Creates a donation's intent through the service and returns its Stripe id. */
export async function aDonationIntent(
  billing: BillingTestService,
  productCode: 'coffee' | 'espresso' | 'kuchen' = 'kuchen',
  donor: DonorDetails = {},
): Promise<string> {
  const amount = { coffee: 300, espresso: 500, kuchen: 750 }[productCode];
  const { clientSecret } = await billing.call<PaymentIntentResponseDto>(
    BillingPatterns.CreatePaymentIntent,
    { amount, productCode, ...donor },
  );
  return billing.stripe!.intentIdOf(clientSecret);
}

/** Posts a webhook body with the given signature header, as the gateway relays it. */
export function postWebhook(
  billing: BillingTestService,
  payload: string,
  signature: string,
): Promise<StripeWebhookResultDto> {
  return billing.call<StripeWebhookResultDto>(BillingPatterns.HandleWebhook, {
    payload,
    signature,
  });
}

/** A signed `payment_intent.succeeded` for an intent the fake has paid, signed at the clock's now. */
export function aSucceededEvent(
  billing: BillingTestService,
  intentId: string,
  eventId?: string,
): { payload: string; signature: string } {
  const stripe = billing.stripe!;
  const payload = stripe.eventBody('payment_intent.succeeded', stripe.intent(intentId), eventId);
  return { payload, signature: stripe.sign(payload, billing.clock.now()) };
}

/** The `billing.donation.succeeded.v1` payloads about one payment intent. */
export async function donationEvents(
  billing: BillingTestService,
  intentId: string,
): Promise<Array<Record<string, unknown>>> {
  const rows = await billing.outbox(DONATION_SUCCEEDED_TOPIC);
  return rows.filter((row) => row.aggregateId === intentId).map((row) => row.payload);
}
