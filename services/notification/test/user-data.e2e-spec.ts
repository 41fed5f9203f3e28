import { randomUUID } from 'node:crypto';

import { AppError, NotificationPatterns, type NotificationUserDataDto } from '@app/contracts';

import {
  startNotificationService,
  type NotificationTestService,
} from './support/notification-test-service';

describe(NotificationPatterns.ExportUserData, () => {
  let service: NotificationTestService;

  beforeAll(async () => {
    service = await startNotificationService();
  });

  afterAll(async () => {
    await service.close();
  });

  it("answers the user's scheduled reminders and summaries as stored, oldest first, and no one else's", async () => {
    const userId = randomUUID();
    const otherId = randomUUID();
    const sam = randomUUID();
    await service.query(
      `INSERT INTO scheduled_emails (user_id, traveller_id, kind, period, created_at) VALUES
         ($1, NULL, 'weekly-summary', '2026-W10', '2026-03-02T08:00:00Z'),
         ($1, NULL, 'last-day-reminder', '2026-02-27', '2026-02-27T08:00:00Z'),
         ($1, $3, 'last-day-reminder', '2026-02-27', '2026-02-27T08:00:00Z'),
         ($2, NULL, 'weekly-summary', '2026-W10', '2026-03-02T08:00:00Z')`,
      [userId, otherId, sam],
    );
    const exported = await service.call<NotificationUserDataDto>(
      NotificationPatterns.ExportUserData,
      { userId },
    );
    expect(exported).toEqual({
      scheduled_reminders: [
        {
          kind: 'last-day-reminder',
          period: '2026-02-27',
          traveller_id: null,
          scheduled_at: '2026-02-27T08:00:00.000Z',
        },
        {
          kind: 'last-day-reminder',
          period: '2026-02-27',
          traveller_id: sam,
          scheduled_at: '2026-02-27T08:00:00.000Z',
        },
        {
          kind: 'weekly-summary',
          period: '2026-W10',
          traveller_id: null,
          scheduled_at: '2026-03-02T08:00:00.000Z',
        },
      ],
    });
    expect(
      await service.call(NotificationPatterns.ExportUserData, { userId: randomUUID() }),
    ).toEqual({ scheduled_reminders: [] });
  });

  it('refuses a request without a valid user id', async () => {
    const error = await service
      .call(NotificationPatterns.ExportUserData, { userId: 'me' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION_FAILED');
  });
});
