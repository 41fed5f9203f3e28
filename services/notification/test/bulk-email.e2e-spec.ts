import { randomUUID } from 'node:crypto';

import { UnrecoverableError, Worker } from 'bullmq';

import {
  AppError,
  bullPrefix,
  EMAIL_QUEUE,
  EmailJobs,
  NO_USERS_SELECTED_MESSAGE,
  NotificationPatterns,
  type BulkAdminEmailJob,
  type BulkEmailResultDto,
} from '@app/contracts';

import {
  startNotificationService,
  type NotificationTestService,
} from './support/notification-test-service';

let service: NotificationTestService;
let worker: Worker<BulkAdminEmailJob>;
const processed: Array<{ id: string; data: BulkAdminEmailJob }> = [];

beforeAll(async () => {
  service = await startNotificationService();
  // A stand-in for notification-worker: delivers everything but the address it cannot deliver.
  worker = new Worker<BulkAdminEmailJob>(
    EMAIL_QUEUE,
    async (job) => {
      processed.push({ id: job.id!, data: job.data });
      if (job.data.to === 'bounce@example.com') throw new UnrecoverableError('550 No such user');
      return { status: 'sent' };
    },
    { connection: { url: service.redis.url }, prefix: bullPrefix(service.redis.keyPrefix) },
  );
  await worker.waitUntilReady();
});

afterAll(async () => {
  await worker.close();
  await service.close();
});

/** The acting admin the gateway passes on (the service checks it again). */
const ADMIN = { actorId: randomUUID(), actorRole: 'admin' as const };

const recipient = (email: string, username = email.split('@')[0]!) => ({
  userId: randomUUID(),
  email,
  username,
});

describe(NotificationPatterns.SendBulkEmail, () => {
  it('enqueues one job per recipient and answers with the counts', async () => {
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
    const [batchId] = new Set(jobs.map((job) => job.id.split('.')[1]));
    for (const r of recipients) {
      const job = jobs.find((j) => j.data.to === r.email)!;
      expect(job.id).toBe(`bulk.${batchId}.${r.userId}`);
      expect(job.data).toEqual({
        userId: r.userId,
        to: r.email,
        username: r.username,
        subject: 'EES update',
        html: '<p>Hello <strong>all</strong></p>',
      });
    }
  });

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
});
