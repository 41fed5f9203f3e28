import { problemsOf } from '../../_testing/dto-test-helpers';
import { ListNotificationEntriesRpcRequest } from './notification-entries.dto';

describe('ListNotificationEntriesRpcRequest', () => {
  it('accepts a list of user ids', async () => {
    expect(
      await problemsOf(ListNotificationEntriesRpcRequest, {
        userIds: ['5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f'],
      }),
    ).toEqual({});
  });

  it.each([
    ['no list', {}, 'userIds is required'],
    ['an empty list', { userIds: [] }, 'userIds must not be empty'],
    ['an id that is not one', { userIds: ['42'] }, 'every user id must be a valid id'],
    [
      'more than 1,000 users',
      { userIds: Array.from({ length: 1_001 }, () => '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f') },
      'userIds holds at most 1000 ids',
    ],
  ])('refuses %s', async (_case, plain, message) => {
    expect((await problemsOf(ListNotificationEntriesRpcRequest, plain))['userIds']).toContain(
      message,
    );
  });
});
