/**
 * The notification service as its own process (from its sources, as `npm start` runs it), killed
 * with SIGKILL while a user's settled level check waits in its window, then started again: the
 * check, kept in Redis, runs in the new process and the level-change e-mail is enqueued once.
 */
import { Queue } from 'bullmq';

import {
  bullPrefix,
  COMPLIANCE_SETTLE_QUEUE,
  EMAIL_QUEUE,
  ENTRY_CREATED_TOPIC,
} from '@app/contracts';
import { createEventBus, type EventBus } from '@app/event-bus';
import { loadConfig } from '@app/nest-core';
import { addDays, userToday } from '@app/schengen-rules';
import {
  createTestDatabase,
  createTestRedis,
  freePort,
  RecordedOutput,
  type SourceProcess,
  startSourceProcess,
  type TestDatabase,
  type TestRedis,
} from '@app/testing';

import { migrate } from '../src/cli/migrate.command';
import { NotificationEnv } from '../src/config/env.schema';
import { anEntryEvent } from './support/events';
import { startFakeDirectory, type FakeDirectory } from './support/fake-directory';
import { settledIn } from './support/notification-test-service';

/** Long enough to see the check wait and kill the process inside the window. */
const SETTLE_MS = 2_000;

let directory: FakeDirectory;
let database: TestDatabase;
let redis: TestRedis;
let bus: EventBus;
let emailQueue: Queue;
let settleQueue: Queue;
let envVars: Record<string, string>;
const processes: SourceProcess[] = [];

beforeAll(async () => {
  directory = await startFakeDirectory();
  database = await createTestDatabase();
  redis = await createTestRedis();
  envVars = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.keyPrefix,
    NOTIFICATION_SERVICE_PORT: String(await freePort()),
    COMPLIANCE_SETTLE_MS: String(SETTLE_MS),
    ...directory.env,
  };
  await migrate(loadConfig(NotificationEnv, envVars), new RecordedOutput());
  bus = createEventBus({ redisUrl: redis.url, keyPrefix: redis.keyPrefix });
  const queueOptions = { connection: { url: redis.url }, prefix: bullPrefix(redis.keyPrefix) };
  emailQueue = new Queue(EMAIL_QUEUE, queueOptions);
  settleQueue = new Queue(COMPLIANCE_SETTLE_QUEUE, queueOptions);
});

afterAll(async () => {
  for (const service of processes) {
    if (service.child.exitCode === null && service.child.signalCode === null) {
      service.child.kill('SIGKILL');
      await service.exited;
    }
  }
  await bus?.close();
  for (const queue of [emailQueue, settleQueue]) {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
  }
  await redis?.cleanup();
  await database?.drop();
  await directory?.close();
});

async function startService(): Promise<SourceProcess> {
  const service = await startSourceProcess({
    main: 'services/notification/src/main.ts',
    readyLine: 'Notification service listening',
    env: envVars,
  });
  processes.push(service);
  return service;
}

/** Polls `read` until it answers something other than undefined. */
async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function levelEmailsOf(userId: string) {
  const jobs = await emailQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  return jobs.filter((job) => job.data.userId === userId && job.data.reason === 'level-change');
}

describe('a restart of the notification service inside the settle window', () => {
  it('loses no level-change e-mail and sends none twice', async () => {
    const first = await startService();
    const user = directory.users.add();
    // 75 days (warning) that end 10 days before the process's today, whichever day that is.
    const today = userToday(Date.now(), 'UTC');
    directory.travel.setVisits(user.id, [[addDays(today, -84), addDays(today, -10)]]);
    await bus.publish([anEntryEvent(ENTRY_CREATED_TOPIC, { userId: user.id, daysUsed: 75 })]);

    // The change is handled: its check waits in the window (delayed in Redis).
    await until('the check waiting in its window', async () => {
      const delayed = await settleQueue.getJobs(['delayed']);
      return delayed.some((job) => job.data.userId === user.id) ? true : undefined;
    });
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await levelEmailsOf(user.id)).toEqual([]);

    await startService();
    await settledIn(settleQueue, user.id);
    const emails = await levelEmailsOf(user.id);
    expect(emails.map((job) => [job.id, job.data.level, job.data.daysUsed])).toEqual([
      [`level-change.${user.id}.0`, 'warning', 75],
    ]);
    expect(directory.travel.readsOf(user.id)).toBe(1);
  });
});
