import { problemsOf, validInstance } from '../../_testing/dto-test-helpers';
import {
  ListNotificationRecipientsRpcRequest,
  ListNotificationTimeZonesRpcRequest,
} from './notification-recipients.dto';

const USER_ID = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';

describe('ListNotificationRecipientsRpcRequest', () => {
  it('accepts a page size alone, or with a cursor and every filter', async () => {
    expect(await problemsOf(ListNotificationRecipientsRpcRequest, { limit: 200 })).toEqual({});
    const request = await validInstance(ListNotificationRecipientsRpcRequest, {
      limit: 200,
      afterId: USER_ID,
      userIds: [USER_ID],
      timeZones: ['Europe/London', 'Asia/Tokyo'],
      anyPreference: ['email_reminders', 'weekly_summaries'],
    });
    expect(request.timeZones).toEqual(['Europe/London', 'Asia/Tokyo']);
  });

  it.each([
    ['no limit', {}, 'limit', 'limit is required'],
    ['a limit of 0', { limit: 0 }, 'limit', 'limit must be at least 1'],
    ['a limit over 1,000', { limit: 1_001 }, 'limit', 'limit must be at most 1000'],
    [
      'a cursor that is not an id',
      { limit: 1, afterId: 'x' },
      'afterId',
      'afterId must be a valid id',
    ],
    ['an empty zone list', { limit: 1, timeZones: [] }, 'timeZones', 'timeZones must not be empty'],
    [
      'an unknown preference',
      { limit: 1, anyPreference: ['marketing'] },
      'anyPreference',
      'anyPreference holds an unknown preference',
    ],
  ])('refuses %s', async (_case, plain, field, message) => {
    expect((await problemsOf(ListNotificationRecipientsRpcRequest, plain))[field]).toContain(
      message,
    );
  });
});

describe('ListNotificationTimeZonesRpcRequest', () => {
  it('accepts no filter or known preferences, and refuses others', async () => {
    expect(await problemsOf(ListNotificationTimeZonesRpcRequest, {})).toEqual({});
    expect(
      await problemsOf(ListNotificationTimeZonesRpcRequest, {
        anyPreference: ['weekly_summaries'],
      }),
    ).toEqual({});
    expect(
      await problemsOf(ListNotificationTimeZonesRpcRequest, { anyPreference: ['everything'] }),
    ).toEqual({ anyPreference: ['anyPreference holds an unknown preference'] });
  });
});
