import { Logger } from '@nestjs/common';
import Stripe from 'stripe';

import {
  AppError,
  ConflictError,
  NotFoundError,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  ServiceUnavailableError,
} from '@app/contracts';

const logger = new Logger('Stripe');

/** The Stripe client, or 503 'PAYMENTS_NOT_CONFIGURED' when no keys are set. */
export function requireStripe(stripe: Stripe | null): Stripe {
  if (stripe === null) {
    throw new ServiceUnavailableError(PAYMENTS_NOT_CONFIGURED_MESSAGE, {
      code: 'PAYMENTS_NOT_CONFIGURED',
    });
  }
  return stripe;
}

/**
 * Turns a failed Stripe call into the `AppError` a caller can act on: a missing object is 404, a
 * reused idempotency key with other parameters 409, a rejected key 503 'PAYMENTS_NOT_CONFIGURED',
 * and Stripe being unreachable or failing 503. Anything else is a programming error and is
 * rethrown as it is (500 with an error id).
 *
 * @example
 * const intent = await stripe.paymentIntents.retrieve(id).catch(rethrowStripeError('Payment'));
 */
export function rethrowStripeError(resource: string, id?: string) {
  return (error: unknown): never => {
    if (error instanceof AppError || !(error instanceof Stripe.errors.StripeError)) throw error;
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.code === 'resource_missing'
    )
      throw new NotFoundError(resource, id);
    if (error instanceof Stripe.errors.StripeIdempotencyError) {
      throw new ConflictError(
        'This donation request was already used for another tier. Choose the tier again.',
      );
    }
    if (
      error instanceof Stripe.errors.StripeAuthenticationError ||
      error instanceof Stripe.errors.StripePermissionError
    ) {
      logger.error(`Stripe refused the configured key: ${error.message}`);
      throw new ServiceUnavailableError(PAYMENTS_NOT_CONFIGURED_MESSAGE, {
        code: 'PAYMENTS_NOT_CONFIGURED',
      });
    }
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      logger.warn(`Stripe could not be used: ${error.message}`);
      throw new ServiceUnavailableError(
        'The card payment provider could not be reached. Please try again in a moment.',
      );
    }
    throw error;
  };
}
