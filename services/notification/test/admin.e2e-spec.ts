/**
 * The notification service's own admin check on the bulk e-mail (issue #9: "checked in the gateway
 * AND in the owning service"): an actor who is not an admin is refused (403) and a missing or
 * malformed actor too (400), with nothing queued; an admin's e-mails are queued. No e-mail worker
 * runs here, so every queued job stays waiting and the answer counts it as pending.
 */
import { randomUUID } from 'node:crypto';

import {
  EmailJobs,
  NOT_AN_ADMIN_MESSAGE,
  NotificationPatterns,
  type BulkAdminEmailJob,
  type BulkEmailResultDto,
} from '@app/contracts';

import {
  startNotificationService,
  type NotificationTestService,
} from './support/notification-test-service';

const ADMIN = { actorId: randomUUID(), actorRole: 'admin' as const };

const recipient = (email: string) => ({
  userId: randomUUID(),
  email,
  username: email.split('@')[0]!,
  product_updates: true,
});

describe(`${NotificationPatterns.SendBulkEmail} admin check`, () => {
  let service: NotificationTestService;

  beforeAll(async () => {
    service = await startNotificationService({ BULK_EMAIL_WAIT_MS: '200' });
  });

  afterAll(async () => {
    await service.close();
  });

  beforeEach(async () => {
    await service.queue.obliterate({ force: true });
  });

  const request = (actor: object) => ({
    ...actor,
    recipients: [recipient('ada@example.com'), recipient('grace@example.com')],
    subject: 'Service update',
    message: '<p>Hello</p>',
  });

  const queuedJobs = () => service.queue.getJobs(['waiting', 'active', 'delayed', 'completed']);

  it('refuses an actor who is not an admin with FORBIDDEN and queues nothing', async () => {
    await expect(
      service.call(
        NotificationPatterns.SendBulkEmail,
        request({ actorId: randomUUID(), actorRole: 'user' }),
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, message: NOT_AN_ADMIN_MESSAGE });
    expect(await queuedJobs()).toEqual([]);
  });

  it.each([
    ['no actor', {}],
    ['an unknown role', { actorId: ADMIN.actorId, actorRole: 'root' }],
  ])(
    'refuses %s (no admin in the assertion) with FORBIDDEN and queues nothing',
    async (_case, actor) => {
      await expect(
        service.call(NotificationPatterns.SendBulkEmail, request(actor)),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, message: NOT_AN_ADMIN_MESSAGE });
      expect(await queuedJobs()).toEqual([]);
    },
  );

  it.each([
    ['an actor id that is not an id', { actorId: 'admin', actorRole: 'admin' }, ['actorId']],
  ])('refuses %s with VALIDATION_FAILED and queues nothing', async (_case, actor, fields) => {
    const error = await service
      .call(NotificationPatterns.SendBulkEmail, request(actor))
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    const details = (error as { details: { errors: { field: string }[] } }).details;
    expect(details.errors.map((problem) => problem.field).sort()).toEqual(fields);
    expect(await queuedJobs()).toEqual([]);
  });

  it("queues one 'bulk-admin-email' job per recipient for an admin", async () => {
    const payload = request(ADMIN);

    const result = await service.call<BulkEmailResultDto>(
      NotificationPatterns.SendBulkEmail,
      payload,
    );

    expect(result).toEqual({ successCount: 0, failureCount: 0, pendingCount: 2 });
    const jobs = await queuedJobs();
    expect(jobs.map((job) => job.name)).toEqual([EmailJobs.BulkAdmin, EmailJobs.BulkAdmin]);
    const queued = jobs.map((job) => job.data as BulkAdminEmailJob);
    expect(queued.map((data) => data.to).sort()).toEqual(['ada@example.com', 'grace@example.com']);
    // One send: the jobs share its batch id (the subject and HTML are stored once, not per job).
    expect(new Set(queued.map((data) => data.batchId)).size).toBe(1);
    for (const data of queued) {
      expect(Object.keys(data).sort()).toEqual(['batchId', 'language', 'to', 'userId', 'username']);
    }
  });
});
