import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { Queue, type Job } from 'bullmq';
import { Pool } from 'pg';

import {
  bullPrefix,
  COMPLIANCE_SETTLE_QUEUE,
  EMAIL_QUEUE,
  EMAIL_SCHEDULE_QUEUE,
  EmailJobs,
  type LevelChangeReminderEmailJob,
} from '@app/contracts';
import { createEventBus, type BusEvent, type EventBus } from '@app/event-bus';
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
import {
  type CliOutput,
  type Clock,
  createServiceMicroservice,
  loadConfig,
  sendRpc,
} from '@app/nest-core';

import { notificationService } from '../../src/service';
import { migrate } from '../../src/cli/migrate.command';
import { NotificationEnv } from '../../src/config/env.schema';
import { NotificationEventConsumer } from '../../src/events/notification-event-consumer';

/** The settle window of the test services (ms): short, through the same code path. */
export const TEST_SETTLE_MS = 500;

/**
 * Polls `settleQueue` (the `compliance-settle` queue) until no check of `userId` is delayed,
 * waiting or running; throws when one failed, or after `timeoutMs`.
 */
export async function settledIn(
  settleQueue: Queue,
  userId: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failed = (await settleQueue.getJobs(['failed'])).find(
      (job) => job.data.userId === userId,
    );
    if (failed) throw new Error(`The settled level check failed: ${failed.failedReason}`);
    const open = await settleQueue.getJobs(['delayed', 'waiting', 'prioritized', 'active']);
    if (!open.some((job) => job.data.userId === userId)) return;
    if (Date.now() > deadline) throw new Error(`The level of ${userId} never settled`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Collects CLI lines for assertions. */
export class RecordedOutput implements CliOutput {
  readonly lines: string[] = [];
  readonly errors: string[] = [];
  out = (line: string): void => void this.lines.push(line);
  err = (line: string): void => void this.errors.push(line);
}

export interface NotificationTestService {
  env: NotificationEnv;
  app: INestMicroservice;
  client: ClientProxy;
  database: TestDatabase;
  redis: TestRedis;
  /** A bus of the test's own on the same Redis prefix, to publish as auth's outbox relay does. */
  bus: EventBus;
  /** The `email` queue, to look at what the service enqueued. */
  queue: Queue;
  /** The `email-schedule` queue (morning ticks and batches). */
  scheduleQueue: Queue;
  /** The `compliance-settle` queue (each user's delayed settled level check). */
  settleQueue: Queue;
  consumer: NotificationEventConsumer;
  call<T>(pattern: string, payload: unknown): Promise<T>;
  publish(event: BusEvent): Promise<void>;
  /** Polls until the job exists (or fails the test after `timeoutMs`). */
  jobAppears(jobId: string, timeoutMs?: number): Promise<Job>;
  /**
   * Polls until the user has no settled level check left to run (none delayed, waiting or
   * running); fails the test when one failed or after `timeoutMs`.
   */
  settled(userId: string, timeoutMs?: number): Promise<void>;
  /** The level-change e-mails enqueued for the user, oldest first. */
  levelEmailsOf(userId: string): Promise<Array<Job<LevelChangeReminderEmailJob>>>;
  /** Rows of `processed_events`. */
  processedEvents(): Promise<Array<{ consumer: string; event_id: string }>>;
  /** Runs one query on the service's database (its schema first on the search path). */
  query<R extends object>(text: string, values?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

export interface StartNotificationServiceOptions {
  /** Run the morning e-mail scheduler and its worker (default false: tests call them directly). */
  runSchedules?: boolean;
  /** The scheduler's clock. */
  clock?: Clock;
}

/**
 * Starts the real notification microservice in-process on a free port, against a fresh database
 * (migrated with the CLI's `migrate`) and a Redis key prefix of this test file (queue and bus).
 */
export async function startNotificationService(
  overrides: Record<string, string> = {},
  options: StartNotificationServiceOptions = {},
): Promise<NotificationTestService> {
  const database = await createTestDatabase();
  const redis = await createTestRedis();
  const env = loadConfig(NotificationEnv, {
    ...testKeysEnv(),
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.keyPrefix,
    NOTIFICATION_SERVICE_PORT: String(await freePort()),
    BULK_EMAIL_WAIT_MS: '5000',
    // The same settle window code path as production, short enough for tests.
    COMPLIANCE_SETTLE_MS: String(TEST_SETTLE_MS),
    ...overrides,
  });
  let app: INestMicroservice;
  try {
    await migrate(env, new RecordedOutput());
    app = await createServiceMicroservice(notificationService, env, {
      logLevels: ['error'],
      runSchedules: options.runSchedules ?? false,
      ...(options.clock ? { clock: options.clock } : {}),
    });
    await app.listen();
  } catch (error) {
    await redis.cleanup();
    await database.drop();
    throw error;
  }
  const client = await connectRpcClient(env.NOTIFICATION_SERVICE_PORT);
  const bus = createEventBus({ redisUrl: redis.url, keyPrefix: redis.keyPrefix });
  const queue = new Queue(EMAIL_QUEUE, {
    connection: { url: redis.url },
    prefix: bullPrefix(redis.keyPrefix),
  });
  const scheduleQueue = new Queue(EMAIL_SCHEDULE_QUEUE, {
    connection: { url: redis.url },
    prefix: bullPrefix(redis.keyPrefix),
  });
  const settleQueue = new Queue(COMPLIANCE_SETTLE_QUEUE, {
    connection: { url: redis.url },
    prefix: bullPrefix(redis.keyPrefix),
  });
  const pool = new Pool({
    connectionString: database.url,
    max: 1,
    options: `-c search_path=${env.DATABASE_SCHEMA},public`,
  });

  return {
    env,
    app,
    client,
    database,
    redis,
    bus,
    queue,
    scheduleQueue,
    settleQueue,
    consumer: app.get(NotificationEventConsumer),
    call: (pattern, payload) =>
      sendRpc(
        client,
        testCallerSigner('notification', pattern),
        'notification',
        pattern,
        payload,
        15_000,
      ),
    publish: (event) => bus.publish([event]),
    jobAppears: async (jobId, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await queue.getJob(jobId);
        if (job) return job;
        if (Date.now() > deadline) throw new Error(`No job ${jobId}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    settled: (userId, timeoutMs) => settledIn(settleQueue, userId, timeoutMs),
    levelEmailsOf: async (userId) =>
      (
        (await queue.getJobs([
          'waiting',
          'delayed',
          'prioritized',
          'active',
          'completed',
          'failed',
        ])) as Array<Job<LevelChangeReminderEmailJob>>
      )
        .filter(
          (job) =>
            job.name === EmailJobs.ComplianceReminder &&
            job.data.userId === userId &&
            job.data.reason === 'level-change',
        )
        .sort((a, b) => a.timestamp - b.timestamp),
    processedEvents: async () =>
      (
        await pool.query<{ consumer: string; event_id: string }>(
          `SELECT consumer, event_id FROM "${env.DATABASE_SCHEMA}".processed_events ORDER BY processed_at`,
        )
      ).rows,
    query: async <R extends object>(text: string, values: unknown[] = []) =>
      (await pool.query<R>(text, values)).rows,
    close: async () => {
      await client.close();
      await app.close();
      await bus.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await scheduleQueue.obliterate({ force: true }).catch(() => undefined);
      await scheduleQueue.close();
      await settleQueue.obliterate({ force: true }).catch(() => undefined);
      await settleQueue.close();
      await pool.end();
      await redis.cleanup();
      await database.drop();
    },
  };
}
