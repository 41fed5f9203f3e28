import {
  AppError,
  AuthPatterns,
  type NotificationRecipientsPageDto,
  type NotificationTimeZonesDto,
  type UserDto,
} from '@app/contracts';

import { startAuthService, type AuthTestService } from './support/auth-test-service';

describe('notification recipients', () => {
  let auth: AuthTestService;
  let users: UserDto[];

  /** Registers a user and sets the profile fields the notification service reads. */
  async function aUserWith(profile: {
    first_name?: string;
    timezone: string;
    email_reminders: boolean;
    weekly_summaries: boolean;
    product_updates?: boolean;
  }): Promise<UserDto> {
    const { user } = await auth.register();
    return auth.call<UserDto>(AuthPatterns.UpdateProfile, {
      userId: user.id,
      email: user.email,
      ...profile,
    });
  }

  const page = (request: object) =>
    auth.call<NotificationRecipientsPageDto>(AuthPatterns.ListNotificationRecipients, request);

  beforeAll(async () => {
    auth = await startAuthService();
    users = [
      await aUserWith({
        first_name: 'Ada',
        timezone: 'Asia/Tokyo',
        email_reminders: true,
        weekly_summaries: false,
      }),
      await aUserWith({ timezone: 'Asia/Tokyo', email_reminders: false, weekly_summaries: true }),
      await aUserWith({
        timezone: 'America/Los_Angeles',
        email_reminders: true,
        weekly_summaries: true,
      }),
      await aUserWith({
        timezone: 'Europe/Paris',
        email_reminders: false,
        weekly_summaries: false,
        product_updates: false,
      }),
    ];
  });

  afterAll(async () => {
    await auth.close();
  });

  describe(AuthPatterns.ListNotificationTimeZones, () => {
    it('answers the distinct zones in use, sorted, narrowed by preference', async () => {
      const call = (request: object) =>
        auth.call<NotificationTimeZonesDto>(AuthPatterns.ListNotificationTimeZones, request);
      expect(await call({})).toEqual({
        timeZones: ['America/Los_Angeles', 'Asia/Tokyo', 'Europe/Paris'],
      });
      expect(await call({ anyPreference: ['email_reminders', 'weekly_summaries'] })).toEqual({
        timeZones: ['America/Los_Angeles', 'Asia/Tokyo'],
      });
      expect(await call({ anyPreference: ['weekly_summaries'] })).toEqual({
        timeZones: ['America/Los_Angeles', 'Asia/Tokyo'],
      });
    });
  });

  describe(AuthPatterns.ListNotificationRecipients, () => {
    it('answers each user with address, display name, zone and preferences', async () => {
      const [ada, second] = users;
      const { recipients } = await page({ userIds: [ada!.id, second!.id], limit: 10 });
      expect(recipients).toEqual(
        [
          {
            id: ada!.id,
            email: ada!.email,
            display_name: 'Ada',
            timezone: 'Asia/Tokyo',
            email_reminders: true,
            weekly_summaries: false,
            product_updates: true,
            language: null,
          },
          {
            id: second!.id,
            email: second!.email,
            display_name: second!.username,
            timezone: 'Asia/Tokyo',
            email_reminders: false,
            weekly_summaries: true,
            product_updates: true,
            language: null,
          },
        ].sort((a, b) => (a.id < b.id ? -1 : 1)),
      );
    });

    it('filters by zones and by any of the preferences', async () => {
      const ids = (result: NotificationRecipientsPageDto) => result.recipients.map((r) => r.id);
      const [ada, second, angeleno] = users;
      expect(
        ids(
          await page({ timeZones: ['Asia/Tokyo'], anyPreference: ['email_reminders'], limit: 10 }),
        ),
      ).toEqual([ada!.id]);
      expect(
        ids(
          await page({
            timeZones: ['Asia/Tokyo', 'America/Los_Angeles', 'Europe/Paris'],
            anyPreference: ['email_reminders', 'weekly_summaries'],
            limit: 10,
          }),
        ).sort(),
      ).toEqual([ada!.id, second!.id, angeleno!.id].sort());
    });

    it('carries product_updates and filters by it', async () => {
      const [ada, second, angeleno, parisian] = users;
      const { recipients } = await page({ userIds: [parisian!.id], limit: 10 });
      expect(recipients).toEqual([expect.objectContaining({ product_updates: false })]);
      expect(
        (await page({ anyPreference: ['product_updates'], limit: 10 })).recipients
          .map((r) => r.id)
          .sort(),
      ).toEqual([ada!.id, second!.id, angeleno!.id].sort());
    });

    it('pages by id with a cursor until nextAfterId is null', async () => {
      const seen: string[] = [];
      let afterId: string | undefined;
      let pages = 0;
      do {
        const result = await page({ limit: 3, ...(afterId ? { afterId } : {}) });
        seen.push(...result.recipients.map((r) => r.id));
        afterId = result.nextAfterId ?? undefined;
        pages += 1;
      } while (afterId);
      // The database holds these four users only: in id order, over two pages of three.
      expect(seen).toEqual(users.map((user) => user.id).sort());
      expect(pages).toBe(2);
    });

    it('refuses a page without a limit with VALIDATION_FAILED', async () => {
      const error = await page({}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION_FAILED');
    });
  });
});
