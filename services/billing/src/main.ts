import 'reflect-metadata';

import { runService } from '@app/nest-core';

import { billingService } from './service';

/**
 * The billing service process: the RPC server and the outbox relay until SIGTERM. Without Stripe
 * keys it runs and reports donations as not configured.
 */
runService(
  billingService,
  { relayOutbox: true },
  {
    details: (env) => `(schema ${env.DATABASE_SCHEMA})`,
    warnings: (env) => {
      if (!env.isStripeConfigured) {
        return [
          'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are not both set: donations answer "not configured".',
        ];
      }
      return env.STRIPE_WEBHOOK_SECRET === undefined
        ? ['STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused.']
        : [];
    },
  },
);
