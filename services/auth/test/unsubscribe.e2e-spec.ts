import {
  AuthPatterns,
  EMAIL_PREFERENCES,
  signUnsubscribeToken,
  type UserDto,
} from '@app/contracts';

import { startAuthService, type AuthTestService } from './support/auth-test-service';

const SECRET = 'an-unsubscribe-secret-of-enough-length-0123456789';

describe('auth.preferences.unsubscribe', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await startAuthService({ env: { UNSUBSCRIBE_SECRET: SECRET } });
  });

  afterAll(async () => {
    await auth.close();
  });

  it.each(EMAIL_PREFERENCES)(
    'turns %s off at once with a genuine token, and again without harm, leaving the others on',
    async (preference) => {
      const { user } = await auth.register();
      const token = signUnsubscribeToken(SECRET, { userId: user.id, preference });
      for (let click = 0; click < 2; click += 1) {
        await expect(auth.call(AuthPatterns.Unsubscribe, { token })).resolves.toEqual({
          ok: true,
          preference,
        });
      }
      const after = await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id });
      expect(after[preference]).toBe(false);
      for (const other of EMAIL_PREFERENCES.filter((name) => name !== preference)) {
        expect(after[other]).toBe(true);
      }
    },
  );

  it('refuses a token signed with another secret or tampered with', async () => {
    const { user } = await auth.register();
    const forged = signUnsubscribeToken('another-secret-of-enough-length-0123456789', {
      userId: user.id,
      preference: 'email_reminders',
    });
    for (const token of [forged, `${forged}x`, 'nonsense']) {
      await expect(auth.call(AuthPatterns.Unsubscribe, { token })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'This unsubscribe link is not valid.',
      });
    }
    const after = await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id });
    expect(after.email_reminders).toBe(true);
  });
});
