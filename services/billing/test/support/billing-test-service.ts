import { randomUUID } from 'node:crypto';

import { DataSource } from 'typeorm';

import { type OutboxEventEntity, outboxRows } from '@app/persistence';
import {
  RecordedOutput,
  type ServiceUnderTest,
  SettableClock,
  startServiceUnderTest,
} from '@app/testing';

import { migrate } from '../../src/cli/migrate.command';
import type { BillingEnv } from '../../src/config/env.schema';
import { DonationEntity } from '../../src/donations/donation.entity';
import { billingService } from '../../src/service';
import {
  FAKE_PUBLISHABLE_KEY,
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  FakeStripe,
} from './fake-stripe';

export interface BillingTestService extends ServiceUnderTest<BillingEnv> {
  dataSource: DataSource;
  clock: SettableClock;
  /** The fake Stripe API the service talks to (absent with `{ stripe: false }`). */
  stripe: FakeStripe | undefined;
  /** Rows of the outbox, oldest first. */
  outbox(topic?: string): Promise<OutboxEventEntity[]>;
  /** The recorded donations of one payment intent. */
  donations(paymentIntentId: string): Promise<DonationEntity[]>;
}

export interface StartBillingServiceOptions {
  /** Configure Stripe against a fresh fake (default true); false: no keys at all. */
  stripe?: boolean;
  /** Extra environment, e.g. `{ STRIPE_WEBHOOK_SECRET: '' }`. */
  env?: Record<string, string | undefined>;
  relayOutbox?: boolean;
}

/**
 * Starts the real billing microservice in-process (`startServiceUnderTest`), its database migrated
 * with the CLI's `migrate`, against a fake Stripe API. The clock starts at `DEFAULT_NOW`; Stripe
 * calls are not retried.
 */
export async function startBillingService(
  options: StartBillingServiceOptions = {},
): Promise<BillingTestService> {
  const stripe = options.stripe === false ? undefined : await FakeStripe.start();
  const clock = new SettableClock();
  const service = await startServiceUnderTest(billingService, {
    env: {
      STRIPE_MAX_NETWORK_RETRIES: '0',
      ...(stripe && {
        STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      }),
      ...options.env,
    },
    migrate: (env) => migrate(env, new RecordedOutput()),
    options: { clock: clock.now, relayOutbox: options.relayOutbox ?? false },
    cleanup: async () => {
      await stripe?.stop();
    },
  });
  const dataSource = service.app.get(DataSource);

  return {
    ...service,
    dataSource,
    clock,
    stripe,
    outbox: (topic) => outboxRows(dataSource, topic),
    donations: (paymentIntentId) =>
      dataSource.getRepository(DonationEntity).findBy({ paymentIntentId }),
  };
}

/** A fresh user id (users live in the auth service; billing only stores their id). */
export function aUserId(): string {
  return randomUUID();
}

/** An idempotency key as the browser makes one per tier choice. */
export function anIdempotencyKey(): string {
  return randomUUID();
}
