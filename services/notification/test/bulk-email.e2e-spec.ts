import { randomUUID } from 'node:crypto';

import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';

import {
  AppError,
  BULK_EMAIL_CONTENT_TTL_S,
  bulkEmailContentKey,
  bullPrefix,
  EMAIL_QUEUE,
  EmailJobs,
  NO_USERS_SELECTED_MESSAGE,
  NotificationPatterns,
  type BulkAdminEmailJob,
  type BulkEmailContent,
  type BulkEmailResultDto,
} from '@app/contracts';

import { BULK_EMAIL_ENQUEUE_CHUNK } from '../src/bulk-email/bulk-email.service';
import {
  startNotificationService,
  type NotificationTestService,
} from './support/notification-test-service';

let service: NotificationTestService;
let worker: Worker<BulkAdminEmailJob>;
let redis: Redis;
const processed: Array<{ id: string; data: BulkAdminEmailJob; content: BulkEmailContent }> = [];

/** The content of a send as stored by the service, or null. */
async function storedContent(batchId: string): Promise<BulkEmailContent | null> {
  const stored = await redis.get(bulkEmailContentKey(service.redis.keyPrefix, batchId));
  return stored === null ? null : (JSON.parse(stored) as BulkEmailContent);
}

/**
 * The longest the service waits for a send to settle here. It answers as soon as every job has
 * settled, so a generous wait costs nothing when the stand-in worker keeps up; on a loaded CI
 * machine 2,500 jobs took longer than the default 5 s and came back as pending.
 */
const SETTLE_WAIT_MS = 60_000;

beforeAll(async () => {
  service = await startNotificationService({ BULK_EMAIL_WAIT_MS: String(SETTLE_WAIT_MS) });
  redis = new Redis(service.redis.url, { maxRetriesPerRequest: 1 });
  // A stand-in for notification-worker: reads the send's stored content as the worker does, and
  // delivers everything but the address it cannot deliver.
  worker = new Worker<BulkAdminEmailJob>(
    EMAIL_QUEUE,
    async (job) => {
      const content = await storedContent(job.data.batchId);
      if (!content) throw new UnrecoverableError('content gone');
      processed.push({ id: job.id!, data: job.data, content });
      if (job.data.to === 'bounce@example.com') throw new UnrecoverableError('550 No such user');
      return { status: 'sent' };
    },
    {
      connection: { url: service.redis.url },
      prefix: bullPrefix(service.redis.keyPrefix),
      concurrency: 50,
    },
  );
  await worker.waitUntilReady();
});

afterAll(async () => {
  await worker.close();
  await redis.quit();
  await service.close();
});

/** The acting admin the gateway passes on (the service checks it again). */
const ADMIN = { actorId: randomUUID(), actorRole: 'admin' as const };

const recipient = (email: string, username = email.split('@')[0]!, productUpdates = true) => ({
  userId: randomUUID(),
  email,
  username,
  product_updates: productUpdates,
});

describe(NotificationPatterns.SendBulkEmail, () => {
  it('stores the content once, enqueues one job per recipient with the batch id, and answers with the counts', async () => {
    const recipients = [
      recipient('ada@example.com'),
      recipient('grace@example.com'),
      recipient('bounce@example.com'),
    ];
    const result = await service.call<BulkEmailResultDto>(NotificationPatterns.SendBulkEmail, {
      ...ADMIN,
      recipients,
      subject: '  EES update ',
      message: '<p>Hello <strong>all</strong></p>',
    });
    expect(result).toEqual({ successCount: 2, failureCount: 1 });

    const jobs = processed.filter((job) => recipients.some((r) => r.email === job.data.to));
    expect(jobs).toHaveLength(3);
    const batchIds = new Set(jobs.map((job) => job.data.batchId));
    expect(batchIds.size).toBe(1);
    const [batchId] = batchIds;
    for (const r of recipients) {
      const job = jobs.find((j) => j.data.to === r.email)!;
      expect(job.id).toBe(`bulk.${batchId}.${r.userId}`);
      // The job carries who and which send, never the subject or the HTML.
      expect(job.data).toEqual({
        userId: r.userId,
        to: r.email,
        username: r.username,
        language: null,
        batchId,
      });
    }
    const content = { subject: 'EES update', html: '<p>Hello <strong>all</strong></p>' };
    expect(await storedContent(batchId!)).toEqual(content);
    const ttl = await redis.ttl(bulkEmailContentKey(service.redis.keyPrefix, batchId!));
    expect(ttl).toBeGreaterThan(BULK_EMAIL_CONTENT_TTL_S - 60);
    expect(ttl).toBeLessThanOrEqual(BULK_EMAIL_CONTENT_TTL_S);
  });

  it('skips the users who turned product updates off, counting them apart from sent and failed', async () => {
    const before = processed.length;
    const recipients = [
      recipient('wants@example.com'),
      recipient('declined@example.com', 'declined', false),
      recipient('declined-too@example.com', 'declined2', false),
      recipient('bounce@example.com'),
    ];
    const result = await service.call<BulkEmailResultDto>(NotificationPatterns.SendBulkEmail, {
      ...ADMIN,
      recipients,
      subject: 'New feature',
      message: '<p>Have a look</p>',
    });
    expect(result).toEqual({ successCount: 1, failureCount: 1, skippedCount: 2 });
    expect(
      processed
        .slice(before)
        .map((job) => job.data.to)
        .sort(),
    ).toEqual(['bounce@example.com', 'wants@example.com']);

    // Nobody left to send to: nothing is stored or queued, and the answer says why.
    const none = await service.call<BulkEmailResultDto>(NotificationPatterns.SendBulkEmail, {
      ...ADMIN,
      recipients: [recipient('declined3@example.com', 'declined3', false)],
      subject: 'Nobody',
      message: '<p>Nobody</p>',
    });
    expect(none).toEqual({ successCount: 0, failureCount: 0, skippedCount: 1 });
  });

  it(
    `sends to ${2 * BULK_EMAIL_ENQUEUE_CHUNK + 500} recipients (enqueued in chunks) under one batch and one content`,
    async () => {
      const before = processed.length;
      const recipients = Array.from({ length: 2 * BULK_EMAIL_ENQUEUE_CHUNK + 500 }, (_, i) =>
        recipient(`many${i}@example.com`),
      );
      const result = await service.call<BulkEmailResultDto>(NotificationPatterns.SendBulkEmail, {
        ...ADMIN,
        recipients,
        subject: 'Everyone',
        message: `<p>${'Long news. '.repeat(2_000)}</p>`,
      });
      expect(result).toEqual({ successCount: recipients.length, failureCount: 0 });
      const jobs = processed.slice(before);
      expect(new Set(jobs.map((job) => job.data.to))).toEqual(
        new Set(recipients.map((r) => r.email)),
      );
      const batchIds = new Set(jobs.map((job) => job.data.batchId));
      expect(batchIds.size).toBe(1);
      const [batchId] = batchIds;
      expect((await storedContent(batchId!))?.subject).toBe('Everyone');
      const contentKeys = (await service.redis.keys()).filter((key) =>
        key.includes(`email:bulk-content:${batchId}`),
      );
      expect(contentKeys).toEqual([bulkEmailContentKey(service.redis.keyPrefix, batchId!)]);
    },
    SETTLE_WAIT_MS + 30_000,
  );

  it('counts an address that is not an e-mail address as a failure without enqueueing it', async () => {
    const before = processed.length;
    const result = await service.call<BulkEmailResultDto>(NotificationPatterns.SendBulkEmail, {
      ...ADMIN,
      recipients: [recipient('linus@example.com'), recipient('no-at-sign')],
      subject: 'Hi',
      message: '<p>Hi</p>',
    });
    expect(result).toEqual({ successCount: 1, failureCount: 1 });
    expect(processed.slice(before).map((job) => job.data.to)).toEqual(['linus@example.com']);
  });

  it('stores nothing and queues nothing when no address is usable', async () => {
    const keysBefore = await service.redis.keys();
    const result = await service.call<BulkEmailResultDto>(NotificationPatterns.SendBulkEmail, {
      ...ADMIN,
      recipients: [recipient('nobody-here')],
      subject: 'Hi',
      message: '<p>Hi</p>',
    });
    expect(result).toEqual({ successCount: 0, failureCount: 1 });
    const added = (await service.redis.keys()).filter((key) => !keysBefore.includes(key));
    expect(added.filter((key) => key.includes('bulk-content'))).toEqual([]);
  });

  it.each([
    ['no recipients', { recipients: [] }, 'recipients', NO_USERS_SELECTED_MESSAGE],
    [
      'a subject on two lines',
      { subject: 'Hi\r\nBcc: all@example.com' },
      'subject',
      'Subject must be a single line',
    ],
    [
      'a message without text',
      { message: '<p><br></p>' },
      'message',
      'Please provide both subject and message.',
    ],
  ])('refuses %s with VALIDATION_FAILED', async (_case, change, field, message) => {
    const request = {
      ...ADMIN,
      recipients: [recipient('ada@example.com')],
      subject: 'Hi',
      message: '<p>Hi</p>',
      ...change,
    };
    const error = await service
      .call(NotificationPatterns.SendBulkEmail, request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION_FAILED');
    expect((error as AppError).details).toEqual({ errors: [{ field, messages: [message] }] });
  });
});

describe(`${NotificationPatterns.SendBulkEmail} without a worker`, () => {
  it('answers after BULK_EMAIL_WAIT_MS with the e-mails still queued as pending', async () => {
    const quick = await startNotificationService({ BULK_EMAIL_WAIT_MS: '300' });
    try {
      const result = await quick.call<BulkEmailResultDto>(NotificationPatterns.SendBulkEmail, {
        ...ADMIN,
        recipients: [recipient('a@example.com'), recipient('b@example.com')],
        subject: 'Hi',
        message: '<p>Hi</p>',
      });
      expect(result).toEqual({ successCount: 0, failureCount: 0, pendingCount: 2 });
      expect(await quick.queue.getJobCounts('waiting')).toEqual({ waiting: 2 });
      expect((await quick.queue.getJobs(['waiting']))[0]?.name).toBe(EmailJobs.BulkAdmin);
    } finally {
      await quick.close();
    }
  });

  it('counts a job removed before it ran (its user was deleted) as a failure', async () => {
    const quick = await startNotificationService({ BULK_EMAIL_WAIT_MS: '3000' });
    try {
      const gone = recipient('gone@example.com');
      const answer = quick.call<BulkEmailResultDto>(NotificationPatterns.SendBulkEmail, {
        ...ADMIN,
        recipients: [gone, recipient('stays@example.com')],
        subject: 'Hi',
        message: '<p>Hi</p>',
      });
      await (await queuedJobOf(quick, gone.userId)).remove();
      expect(await answer).toEqual({ successCount: 0, failureCount: 1, pendingCount: 1 });
    } finally {
      await quick.close();
    }
  });
});

/** The queued bulk job of `userId`, once it is queued. */
async function queuedJobOf(target: NotificationTestService, userId: string): Promise<Job> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const jobs = await target.queue.getJobs(['waiting']);
    const found = jobs.find((job) => (job.data as BulkAdminEmailJob).userId === userId);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No job for ${userId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
