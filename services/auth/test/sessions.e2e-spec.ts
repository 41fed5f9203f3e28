import {
  AuthPatterns,
  INVALID_CREDENTIALS_MESSAGE,
  type OkResult,
  type SessionResult,
  type UserDto,
} from '@app/contracts';

import { PasswordHasher } from '../src/credentials/password-hasher';
import { startAuthService, type AuthTestService } from './support/auth-test-service';

const INVALID_CREDENTIALS = {
  code: 'AUTH_INVALID_CREDENTIALS',
  status: 401,
  message: INVALID_CREDENTIALS_MESSAGE,
};

describe('auth sessions', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await startAuthService();
  });

  afterAll(async () => {
    await auth.close();
  });

  describe('auth.session.create', () => {
    it('signs in with the username as written and counts the login', async () => {
      const { body } = await auth.register({ username: 'Grace_Hopper' });
      const first = await auth.call<SessionResult>(AuthPatterns.Login, {
        username: 'Grace_Hopper',
        password: body.password,
      });
      expect(first.user.username).toBe('Grace_Hopper');
      expect(first.user.login_count).toBe(1);
      expect(await auth.sessions.resolve(first.sessionId)).toMatchObject({ userId: first.user.id });

      const second = await auth.call<SessionResult>(AuthPatterns.Login, {
        username: 'Grace_Hopper',
        password: body.password,
      });
      expect(second.user.login_count).toBe(2);
      expect(second.sessionId).not.toBe(first.sessionId);
    });

    it('refuses the username in another case (usernames are case-sensitive)', async () => {
      const { body } = await auth.register({ username: 'Linus' });
      await expect(
        auth.call(AuthPatterns.Login, { username: 'linus', password: body.password }),
      ).rejects.toMatchObject(INVALID_CREDENTIALS);
    });

    it('signs in with the e-mail address in any case', async () => {
      const { user, body } = await auth.register({ email: 'Barbara.Liskov@Example.com' });
      const result = await auth.call<SessionResult>(AuthPatterns.Login, {
        username: 'barbara.liskov@EXAMPLE.COM',
        password: body.password,
      });
      expect(result.user.id).toBe(user.id);
    });

    it('refuses a wrong password with the SPEC message and counts nothing', async () => {
      const { user, body } = await auth.register();
      await expect(
        auth.call(AuthPatterns.Login, { username: body.username, password: 'Wrong-Password-1' }),
      ).rejects.toMatchObject(INVALID_CREDENTIALS);
      expect(await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id })).toMatchObject(
        { login_count: 0 },
      );
    });

    it('answers an unknown user exactly as a wrong password, after the same argon2 work', async () => {
      const hasher = auth.app.get(PasswordHasher);
      const verify = jest.spyOn(hasher, 'verify');
      try {
        await expect(
          auth.call(AuthPatterns.Login, { username: 'nobody-here', password: 'Some-Password-1' }),
        ).rejects.toMatchObject(INVALID_CREDENTIALS);
        expect(verify).toHaveBeenCalledWith(
          expect.stringMatching(/^\$argon2id\$/),
          'Some-Password-1',
        );
      } finally {
        verify.mockRestore();
      }
    });

    it('ends the previous session of the browser (rotation)', async () => {
      const { body, sessionId: previous } = await auth.register();
      const result = await auth.call<SessionResult>(AuthPatterns.Login, {
        username: body.username,
        password: body.password,
        previousSessionId: previous,
      });
      expect(await auth.sessions.resolve(previous)).toBeNull();
      expect(await auth.sessions.resolve(result.sessionId)).not.toBeNull();
    });

    it('refuses a missing password and unknown fields', async () => {
      await expect(auth.call(AuthPatterns.Login, { username: 'ada' })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Password is required',
      });
      await expect(
        auth.call(AuthPatterns.Login, { username: 'ada', password: 'x', remember: true }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('auth.session.destroy', () => {
    it('ends the session', async () => {
      const { sessionId } = await auth.register();
      await expect(auth.call<OkResult>(AuthPatterns.Logout, { sessionId })).resolves.toEqual({
        ok: true,
      });
      expect(await auth.sessions.resolve(sessionId)).toBeNull();
    });

    it('answers ok for a session that is already gone', async () => {
      await expect(
        auth.call<OkResult>(AuthPatterns.Logout, { sessionId: 'no-such-session' }),
      ).resolves.toEqual({ ok: true });
    });
  });

  describe('auth.users.current', () => {
    it('returns the user', async () => {
      const { user } = await auth.register();
      expect(await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id })).toEqual(user);
    });

    it('answers NOT_FOUND for a user who is gone', async () => {
      const { user } = await auth.register();
      await auth.dataSource.query('DELETE FROM users WHERE id = $1', [user.id]);
      await expect(auth.call(AuthPatterns.CurrentUser, { userId: user.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
    });

    it('refuses an id that is not a UUID', async () => {
      await expect(auth.call(AuthPatterns.CurrentUser, { userId: 'ada' })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'userId must be a valid id',
      });
    });
  });
});
