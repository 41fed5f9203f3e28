import { randomUUID } from 'node:crypto';

import { EmailJobs } from '@app/contracts';

import {
  aPasswordResetRequested,
  aUserDeleted,
  aUsernameReminderRequested,
  delivered,
} from './support/events';
import {
  startNotificationService,
  type NotificationTestService,
} from './support/notification-test-service';

let service: NotificationTestService;

beforeAll(async () => {
  service = await startNotificationService();
});

afterAll(async () => {
  await service.close();
});

describe('auth.username-reminder.requested.v1', () => {
  it('becomes one username-reminder-email job whose id comes from the event id', async () => {
    const event = aUsernameReminderRequested({ username: 'Ada.L', email: 'ada.l@example.com' });
    await service.publish(event);
    const job = await service.jobAppears(`event.${event.eventId}`);
    expect(job.name).toBe(EmailJobs.UsernameReminder);
    expect(job.data).toEqual({
      userId: event.key,
      to: 'ada.l@example.com',
      username: 'Ada.L',
      language: null,
    });
    expect(job.opts).toMatchObject({
      attempts: 8,
      backoff: { type: 'exponential', delay: 5_000, jitter: 0.5 },
      removeOnComplete: { age: 7 * 24 * 3_600 },
      removeOnFail: false,
    });
  });
});

describe('auth.password-reset.requested.v1', () => {
  it('becomes one password-reset-email job with the request id and expiry, and no token', async () => {
    const event = aPasswordResetRequested();
    await service.publish(event);
    const job = await service.jobAppears(`event.${event.eventId}`);
    expect(job.name).toBe(EmailJobs.PasswordReset);
    expect(job.data).toEqual({
      userId: event.payload['userId'],
      to: 'ada@example.com',
      username: 'ada',
      language: null,
      requestId: event.payload['requestId'],
      expiresAt: event.payload['expiresAt'],
    });
  });
});

describe('redelivery', () => {
  it('enqueues an event delivered twice only once', async () => {
    const event = aUsernameReminderRequested();
    await service.publish(event);
    await service.publish(event); // the relay published it again (at-least-once)
    await service.jobAppears(`event.${event.eventId}`);
    expect(await service.consumer.consume(delivered(event, 3))).toBe('duplicate');
    const jobs = await service.queue.getJobs(['waiting', 'delayed', 'prioritized']);
    expect(jobs.filter((job) => job.id === `event.${event.eventId}`)).toHaveLength(1);
  });

  it('has no second effect even after the job is gone from Redis', async () => {
    const event = aUsernameReminderRequested();
    expect(await service.consumer.consume(delivered(event))).toBe('enqueued');
    await (await service.queue.getJob(`event.${event.eventId}`))!.remove();
    expect(await service.consumer.consume(delivered(event, 2))).toBe('duplicate');
    expect(await service.queue.getJob(`event.${event.eventId}`)).toBeUndefined();
    const rows = await service.processedEvents();
    expect(rows).toContainEqual({ consumer: 'notification', event_id: event.eventId });
  });

  it('acknowledges an event that breaks its contract without enqueueing anything', async () => {
    const event = aUsernameReminderRequested();
    const broken = { ...event, payload: { ...event.payload, email: 'not-an-address' } };
    expect(await service.consumer.consume(delivered(broken))).toBe('malformed');
    expect(await service.queue.getJob(`event.${event.eventId}`)).toBeUndefined();
  });
});

describe('auth.user.deleted.v1', () => {
  it("drops the user's pending e-mails, keeps others', and sends the confirmation", async () => {
    const userId = randomUUID();
    const otherId = randomUUID();
    const pending = [
      await service.queue.add(
        EmailJobs.BulkAdmin,
        { userId, to: 'gone@example.com', username: 'gone', batchId: randomUUID() },
        { jobId: `bulk.${randomUUID()}.${userId}` },
      ),
      await service.queue.add(
        EmailJobs.UsernameReminder,
        { userId, to: 'gone@example.com', username: 'gone' },
        { jobId: `event.${randomUUID()}`, delay: 60_000 },
      ),
    ];
    const kept = await service.queue.add(
      EmailJobs.UsernameReminder,
      { userId: otherId, to: 'stays@example.com', username: 'stays' },
      { jobId: `event.${randomUUID()}` },
    );
    const event = aUserDeleted({ userId });
    await service.publish(event);
    const confirmation = await service.jobAppears(`event.${event.eventId}`);
    expect(confirmation.name).toBe(EmailJobs.AccountDeleted);
    expect(confirmation.data).toEqual({
      userId,
      to: 'ada@example.com',
      username: 'ada',
      language: null,
      deletedBy: 'self',
    });
    for (const job of pending) expect(await service.queue.getJob(job.id!)).toBeUndefined();
    expect(await service.queue.getJob(kept.id!)).toBeDefined();
  });
});
