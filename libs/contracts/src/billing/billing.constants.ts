/** Where Stripe posts its events. The gateway keeps this route's raw body for the signature. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** How old (seconds) a webhook's signed timestamp may be before it is refused as a replay. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The optional `Idempotency-Key` header of POST /api/create-payment-intent: a retried request
 * with the same key gets the same payment intent instead of a second one.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_FORMAT = /^[A-Za-z0-9_-]{8,64}$/;

/** The answer (503, 'PAYMENTS_NOT_CONFIGURED') while no Stripe keys are configured. */
export const PAYMENTS_NOT_CONFIGURED_MESSAGE =
  'Donations are not available right now: card payments are not set up on this server.';

/** Marks the payment intents this product creates (`metadata.kind`), so others are ignored. */
export const DONATION_METADATA_KIND = 'donation';
