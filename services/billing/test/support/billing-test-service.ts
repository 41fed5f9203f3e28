import { randomUUID } from 'node:crypto';

import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { DataSource } from 'typeorm';

import { OutboxEventEntity } from '@app/persistence';
import {
  connectRpcClient,
  createTestDatabase,
  createTestRedis,
  freePort,
  type TestDatabase,
  type TestRedis,
  testKeysEnv,
  testCallerSigner,
} from '@app/testing';
import { type CliOutput, createServiceMicroservice, loadConfig, sendRpc } from '@app/nest-core';

import { billingService } from '../../src/service';
import { migrate } from '../../src/cli/migrate.command';
import { BillingEnv } from '../../src/config/env.schema';
import { DonationEntity } from '../../src/donations/donation.entity';
import {
  FAKE_PUBLISHABLE_KEY,
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  FakeStripe,
} from './fake-stripe';

/** The tests' "now": 2025-06-15 at noon UTC unless a test sets another instant. */
export const DEFAULT_NOW = '2025-06-15T12:00:00.000Z';

/** A clock the test sets (it does not move by itself), so signature ages are deterministic. */
export class SettableClock {
  private instant = new Date(DEFAULT_NOW);

  readonly now = (): Date => new Date(this.instant);

  set(iso: string): void {
    this.instant = new Date(iso);
  }
}

/** Collects CLI lines for assertions. */
export class RecordedOutput implements CliOutput {
  readonly lines: string[] = [];
  readonly errors: string[] = [];
  out = (line: string): void => void this.lines.push(line);
  err = (line: string): void => void this.errors.push(line);
}

export interface BillingTestService {
  env: BillingEnv;
  app: INestMicroservice;
  client: ClientProxy;
  dataSource: DataSource;
  database: TestDatabase;
  redis: TestRedis;
  clock: SettableClock;
  /** The fake Stripe API the service talks to (absent with `{ stripe: false }`). */
  stripe: FakeStripe | undefined;
  /** Sends one RPC as the gateway does: resolves with the answer, rejects with an `AppError`. */
  call<T>(pattern: string, payload: unknown): Promise<T>;
  /** Rows of the outbox, oldest first. */
  outbox(topic?: string): Promise<OutboxEventEntity[]>;
  /** The recorded donations of one payment intent. */
  donations(paymentIntentId: string): Promise<DonationEntity[]>;
  close(): Promise<void>;
}

export interface StartBillingServiceOptions {
  /** Configure Stripe against a fresh fake (default true); false: no keys at all. */
  stripe?: boolean;
  /** Extra environment, e.g. `{ STRIPE_WEBHOOK_SECRET: '' }`. */
  env?: Record<string, string | undefined>;
  relayOutbox?: boolean;
}

/**
 * Starts the real billing microservice in-process on a free port, against a fresh database
 * (migrated with the CLI's `migrate`), a Redis key prefix of this test file and a fake Stripe API,
 * and connects a TCP client. The clock starts at `DEFAULT_NOW`; Stripe calls are not retried.
 */
export async function startBillingService(
  options: StartBillingServiceOptions = {},
): Promise<BillingTestService> {
  const stripe = options.stripe === false ? undefined : await FakeStripe.start();
  const database = await createTestDatabase();
  const redis = await createTestRedis();
  const env = loadConfig(BillingEnv, {
    ...testKeysEnv(),
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.keyPrefix,
    BILLING_SERVICE_PORT: String(await freePort()),
    STRIPE_MAX_NETWORK_RETRIES: '0',
    ...(stripe && {
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    }),
    ...options.env,
  });
  const clock = new SettableClock();
  let app: INestMicroservice;
  try {
    await migrate(env, new RecordedOutput());
    app = await createServiceMicroservice(billingService, env, {
      clock: clock.now,
      databaseRetryAttempts: 0,
      logLevels: ['error'],
      relayOutbox: options.relayOutbox ?? false,
    });
    await app.listen();
  } catch (error) {
    await stripe?.stop();
    await redis.cleanup();
    await database.drop();
    throw error;
  }
  const client = await connectRpcClient(env.BILLING_SERVICE_PORT);
  const dataSource = app.get(DataSource);

  return {
    env,
    app,
    client,
    dataSource,
    database,
    redis,
    clock,
    stripe,
    call: (pattern, payload) =>
      sendRpc(client, testCallerSigner('billing', pattern), 'billing', pattern, payload),
    outbox: (topic) =>
      dataSource.getRepository(OutboxEventEntity).find({
        where: topic === undefined ? {} : { topic },
        order: { createdAt: 'ASC' },
      }),
    donations: (paymentIntentId) =>
      dataSource.getRepository(DonationEntity).findBy({ paymentIntentId }),
    close: async () => {
      await client.close();
      await app.close();
      await stripe?.stop();
      await redis.cleanup();
      await database.drop();
    },
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
