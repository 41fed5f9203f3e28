import { randomUUID } from 'node:crypto';

import { EMAIL_CHANGE_REQUESTED_TOPIC, EmailJobs, PASSWORD_CHANGED_TOPIC } from '@app/contracts';

import { busEvent } from '../../test/support/events';
import {
  startNotificationService,
  type NotificationTestService,
} from '../../test/support/notification-test-service';

describe('the account security notices (PasswordChangedHandler, EmailChangeRequestedHandler)', () => {
  let service: NotificationTestService;

  beforeAll(async () => {
    service = await startNotificationService();
  });

  afterAll(async () => {
    await service.close();
  });

  it('turns auth.password.changed.v1 into one password-changed-email to the account, once, in its language', async () => {
    const userId = randomUUID();
    const event = busEvent(PASSWORD_CHANGED_TOPIC, {
      eventId: randomUUID(),
      occurredAt: '2025-06-15T12:00:00.000Z',
      aggregateId: userId,
      userId,
      username: 'ada',
      email: 'ada@example.com',
      language: 'de',
    });
    await service.publish(event);
    await service.publish(event);
    const job = await service.jobAppears(`event.${event.eventId}`);
    expect(job.name).toBe(EmailJobs.PasswordChanged);
    expect(job.data).toEqual({ userId, to: 'ada@example.com', username: 'ada', language: 'de' });
  });

  it('turns auth.email-change.requested.v1 into a notice to the old address and a link job for the new one, never a token', async () => {
    const userId = randomUUID();
    const requestId = randomUUID();
    const event = busEvent(EMAIL_CHANGE_REQUESTED_TOPIC, {
      eventId: randomUUID(),
      occurredAt: '2025-06-15T12:00:00.000Z',
      aggregateId: requestId,
      userId,
      username: 'ada',
      email: 'ada@old.example',
      requestId,
      newEmail: 'ada@new.example',
      expiresAt: '2025-06-16T12:00:00.000Z',
    });
    await service.publish(event);
    const notice = await service.jobAppears(`event.${event.eventId}.notice`);
    expect(notice.name).toBe(EmailJobs.EmailChangeNotice);
    expect(notice.data).toEqual({
      userId,
      username: 'ada',
      language: null,
      to: 'ada@old.example',
      newEmail: 'ada@new.example',
    });
    const confirm = await service.jobAppears(`event.${event.eventId}.confirm`);
    expect(confirm.name).toBe(EmailJobs.EmailChangeConfirm);
    expect(confirm.data).toEqual({
      userId,
      username: 'ada',
      language: null,
      to: 'ada@new.example',
      requestId,
      expiresAt: '2025-06-16T12:00:00.000Z',
    });
  });
});
