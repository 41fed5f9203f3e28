import { Global, Module } from '@nestjs/common';
import Stripe from 'stripe';

import { BillingEnv } from '../config/env.schema';

/** Injection token of the process's Stripe client, or null while the keys are not configured. */
export const STRIPE = Symbol('STRIPE');

/**
 * The Stripe client for the configured secret key, pointed at `STRIPE_API_URL` when it is set (a
 * local fake in tests), with the configured timeout and network retries (stripe-node sends its
 * own idempotency key with each retried POST). Null without the keys.
 */
export function createStripeClient(env: BillingEnv): Stripe | null {
  if (!env.isStripeConfigured || env.STRIPE_SECRET_KEY === undefined) return null;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    timeout: env.STRIPE_TIMEOUT_MS,
    maxNetworkRetries: env.STRIPE_MAX_NETWORK_RETRIES,
    appInfo: { name: 'schengen-tracker-billing' },
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

@Global()
@Module({
  providers: [{ provide: STRIPE, inject: [BillingEnv], useFactory: createStripeClient }],
  exports: [STRIPE],
})
export class StripeModule {}
