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
import type { Clock } from '@app/nest-core';
import { RecordedOutput, type ServiceUnderTest, startServiceUnderTest } from '@app/testing';

import { migrate } from '../../src/cli/migrate.command';
import type { NotificationEnv } from '../../src/config/env.schema';
import { NotificationEventConsumer } from '../../src/events/notification-event-consumer';
import { notificationService } from '../../src/service';

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

export interface NotificationTestService extends ServiceUnderTest<NotificationEnv> {
  /** A bus of the test's own on the same Redis prefix, to publish as auth's outbox relay does. */
  bus: EventBus;
  /** The `email` queue, to look at what the service enqueued. */
  queue: Queue;
  /** The `email-schedule` queue (morning ticks and batches). */
  scheduleQueue: Queue;
  /** The `compliance-settle` queue (each user's delayed settled level check). */
  settleQueue: Queue;
  consumer: NotificationEventConsumer;
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
}

export interface StartNotificationServiceOptions {
  /** Run the morning e-mail scheduler and its worker (default false: tests call them directly). */
  runSchedules?: boolean;
  /** The scheduler's clock. */
  clock?: Clock;
}

/**
 * Starts the real notification microservice in-process (`startServiceUnderTest`), its database
 * migrated with the CLI's `migrate`, with a bus, the queues and a pool of the test's own.
 */
export async function startNotificationService(
  overrides: Record<string, string> = {},
  options: StartNotificationServiceOptions = {},
): Promise<NotificationTestService> {
  const service = await startServiceUnderTest(notificationService, {
    env: {
      BULK_EMAIL_WAIT_MS: '5000',
      // The same settle window code path as production, short enough for tests.
      COMPLIANCE_SETTLE_MS: String(TEST_SETTLE_MS),
      ...overrides,
    },
    migrate: (env) => migrate(env, new RecordedOutput()),
    options: {
      runSchedules: options.runSchedules ?? false,
      ...(options.clock ? { clock: options.clock } : {}),
    },
    callTimeoutMs: 15_000,
  });
  const { app, env, redis, database } = service;
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
  // As the services do: an idle connection that the server closes (a test that drops the database
  // under the running service) is dropped from the pool, instead of an unhandled 'error' event that
  // fails whichever test runs next (seen once, in a loaded full run, on 'cli.js migrate').
  pool.on('error', () => undefined);

  service.alsoClose(async () => {
    await bus.close();
    for (const open of [queue, scheduleQueue, settleQueue]) {
      await open.obliterate({ force: true }).catch(() => undefined);
      await open.close();
    }
    await pool.end();
  });

  return {
    ...service,
    bus,
    queue,
    scheduleQueue,
    settleQueue,
    consumer: app.get(NotificationEventConsumer),
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
  };
}
