import Stripe from 'stripe';

import { STRIPE_WEBHOOK_TOLERANCE_SECONDS, ValidationError } from '@app/contracts';

const FIELD = 'stripe-signature';

function refused(message: string): ValidationError {
  return new ValidationError([{ field: FIELD, messages: [message] }]);
}

/**
 * Stripe's event from a webhook body, after checking its `Stripe-Signature` with the endpoint's
 * signing secret (stripe-node's `constructEvent`) and that it was signed at most 300 s before
 * `now`. A missing, wrong or stale signature is a 400 naming which, so Stripe's dashboard shows
 * why; nothing is read from an unverified body.
 *
 * @example
 * const event = verifyStripeEvent(payload, signatureHeader, env.STRIPE_WEBHOOK_SECRET, clock());
 */
export function verifyStripeEvent(
  payload: string,
  signature: string,
  secret: string,
  now: Date,
): Stripe.Event {
  if (signature.trim() === '') throw refused('The Stripe-Signature header is missing.');
  try {
    return Stripe.webhooks.constructEvent(
      payload,
      signature,
      secret,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
      throw refused('The webhook body is not a Stripe event.');
    }
    if (error.message.includes('Timestamp outside the tolerance zone')) {
      throw refused(
        `The Stripe signature is more than ${STRIPE_WEBHOOK_TOLERANCE_SECONDS} seconds old; the event was refused as a possible replay.`,
      );
    }
    if (error.message.includes('Unable to extract timestamp and signatures')) {
      throw refused('The Stripe-Signature header is not in Stripe’s format (t=…,v1=…).');
    }
    throw refused(
      'The Stripe signature does not match this body and the configured signing secret.',
    );
  }
}
