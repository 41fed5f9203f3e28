import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { exitOnShutdownSignals, loadConfig, ShutdownEnv } from '@app/nest-core';

import { createBillingMicroservice } from './bootstrap';
import { BillingEnv } from './config/env.schema';

/**
 * The billing service process: validated configuration first, then the RPC server and the outbox
 * relay until SIGTERM. Without Stripe keys it runs and reports donations as not configured.
 */
async function main(): Promise<void> {
  const env = loadConfig(BillingEnv);
  const { SHUTDOWN_GRACE_MS } = loadConfig(ShutdownEnv);
  const app = await createBillingMicroservice(env, {
    relayOutbox: true,
    shutdownGraceMs: SHUTDOWN_GRACE_MS,
  });
  // SIGTERM/SIGINT: stop the relay, let the calls in flight answer (SHUTDOWN_GRACE_MS at most), close
  // the TCP server, then Redis, the bus and Postgres; exit 0.
  exitOnShutdownSignals(app);
  await app.listen();
  const logger = new Logger('billing');
  logger.log(
    `Billing service listening on ${env.BILLING_SERVICE_HOST}:${env.BILLING_SERVICE_PORT} (schema ${env.DATABASE_SCHEMA})`,
  );
  if (!env.isStripeConfigured) {
    logger.warn(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are not both set: donations answer "not configured".',
    );
  } else if (env.STRIPE_WEBHOOK_SECRET === undefined) {
    logger.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused.');
  }
}

main().catch((error: unknown) => {
  console.error(
    `Billing service failed to start: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
