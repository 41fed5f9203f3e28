import { randomUUID } from 'node:crypto';

import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { DataSource } from 'typeorm';

import type { CreateEntryRpcRequest, RecordVisitRpcRequest } from '@app/contracts';
import { createEventBus, type EventBus } from '@app/event-bus';
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

import { travelService } from '../../src/service';
import { migrate } from '../../src/cli/migrate.command';
import { TravelEnv } from '../../src/config/env.schema';
import { TravelEventConsumer } from '../../src/events/travel-event-consumer';

/** The tests' "now": 2025-06-15 at noon UTC unless a test sets another instant. */
export const DEFAULT_NOW = '2025-06-15T12:00:00.000Z';

/** A clock the test sets (it does not move by itself), so "today" is deterministic. */
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

export interface TravelTestService {
  env: TravelEnv;
  app: INestMicroservice;
  client: ClientProxy;
  dataSource: DataSource;
  database: TestDatabase;
  redis: TestRedis;
  clock: SettableClock;
  /** A bus of the test's own on the same Redis prefix, to publish as auth's outbox relay does. */
  bus: EventBus;
  consumer: TravelEventConsumer;
  /** Sends one RPC as the gateway does: resolves with the answer, rejects with an `AppError`. */
  call<T>(pattern: string, payload: unknown): Promise<T>;
  /** Rows of the outbox, oldest first. */
  outbox(topic?: string): Promise<OutboxEventEntity[]>;
  /** The number of stored records of a user (straight from the table). */
  countEntries(userId: string): Promise<number>;
  close(): Promise<void>;
}

export interface StartTravelServiceOptions {
  relayOutbox?: boolean;
}

/**
 * Starts the real travel microservice in-process on a free port, against a fresh database
 * (migrated with the CLI's `migrate`) and a Redis key prefix of this test file, and connects a TCP
 * client. The clock starts at `DEFAULT_NOW`.
 */
export async function startTravelService(
  options: StartTravelServiceOptions = {},
): Promise<TravelTestService> {
  const database = await createTestDatabase();
  const redis = await createTestRedis();
  const env = loadConfig(TravelEnv, {
    ...testKeysEnv(),
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.keyPrefix,
    TRAVEL_SERVICE_PORT: String(await freePort()),
  });
  const clock = new SettableClock();
  let app: INestMicroservice;
  try {
    await migrate(env, new RecordedOutput());
    app = await createServiceMicroservice(travelService, env, {
      clock: clock.now,
      databaseRetryAttempts: 0,
      logLevels: ['error'],
      relayOutbox: options.relayOutbox ?? false,
    });
    await app.listen();
  } catch (error) {
    await redis.cleanup();
    await database.drop();
    throw error;
  }
  const client = await connectRpcClient(env.TRAVEL_SERVICE_PORT);
  const dataSource = app.get(DataSource);
  const bus = createEventBus({ redisUrl: redis.url, keyPrefix: redis.keyPrefix });

  return {
    env,
    app,
    client,
    dataSource,
    database,
    redis,
    clock,
    bus,
    consumer: app.get(TravelEventConsumer),
    call: (pattern, payload) =>
      sendRpc(client, testCallerSigner('travel', pattern), 'travel', pattern, payload),
    outbox: (topic) =>
      dataSource.getRepository(OutboxEventEntity).find({
        where: topic === undefined ? {} : { topic },
        order: { createdAt: 'ASC' },
      }),
    countEntries: async (userId) => {
      const [row] = await dataSource.query<Array<{ count: string }>>(
        'SELECT count(*) FROM travel_entries WHERE user_id = $1',
        [userId],
      );
      return Number(row?.count);
    },
    close: async () => {
      await client.close();
      await app.close();
      await bus.close();
      await redis.cleanup();
      await database.drop();
    },
  };
}

/** A fresh user id (users live in the auth service; travel only stores their id). */
export function aUserId(): string {
  return randomUUID();
}

/** A CreateEntry payload: an entry on 2025-06-01 unless overridden. */
export function anEntry(
  userId: string,
  overrides: Partial<CreateEntryRpcRequest> = {},
): CreateEntryRpcRequest {
  return { userId, entry_type: 'entry', entry_date: '2025-06-01', ...overrides };
}

/** A RecordVisit payload: 2025-05-01 to 2025-05-10 unless overridden. */
export function aVisit(
  userId: string,
  overrides: Partial<RecordVisitRpcRequest> = {},
): RecordVisitRpcRequest {
  return { userId, entry_date: '2025-05-01', exit_date: '2025-05-10', ...overrides };
}
