import {
  AuthPatterns,
  WRONG_PASSWORD_MESSAGE,
  type OkResult,
  type SessionResult,
} from '@app/contracts';

import { startAuthService, type AuthTestService } from './support/auth-test-service';

describe('auth.account.delete', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await startAuthService();
  });

  afterAll(async () => {
    await auth.close();
  });

  const count = async (sql: string, id: string): Promise<number> => {
    const [row] = await auth.dataSource.query<Array<{ count: string }>>(sql, [id]);
    return Number(row?.count);
  };

  it('refuses a wrong password and keeps the account and its sessions', async () => {
    const { user, sessionId } = await auth.register();
    await expect(
      auth.call(AuthPatterns.DeleteAccount, { userId: user.id, password: 'Wrong-Password-1' }),
    ).rejects.toMatchObject({
      code: 'AUTH_INVALID_CREDENTIALS',
      status: 401,
      message: WRONG_PASSWORD_MESSAGE,
    });
    expect(await count('SELECT count(*) FROM users WHERE id = $1', user.id)).toBe(1);
    expect(await auth.sessions.resolve(sessionId)).not.toBeNull();
  });

  it('requires the password', async () => {
    const { user } = await auth.register();
    await expect(auth.call(AuthPatterns.DeleteAccount, { userId: user.id })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password is required',
    });
  });

  it('deletes the account and its reset requests, records the event and ends every session', async () => {
    const { user, body, sessionId } = await auth.register();
    const other = await auth.call<SessionResult>(AuthPatterns.Login, {
      username: body.username,
      password: body.password,
    });
    await auth.call(AuthPatterns.ForgotPassword, { email: body.email });
    expect(
      await count('SELECT count(*) FROM password_reset_requests WHERE user_id = $1', user.id),
    ).toBe(1);

    await expect(
      auth.call<OkResult>(AuthPatterns.DeleteAccount, { userId: user.id, password: body.password }),
    ).resolves.toEqual({ ok: true });

    expect(await count('SELECT count(*) FROM users WHERE id = $1', user.id)).toBe(0);
    expect(
      await count('SELECT count(*) FROM password_reset_requests WHERE user_id = $1', user.id),
    ).toBe(0);
    expect(await auth.sessions.resolve(sessionId)).toBeNull();
    expect(await auth.sessions.resolve(other.sessionId)).toBeNull();

    const events = await auth.outbox('auth.user.deleted.v1');
    expect(events.map((event) => event.payload)).toEqual([
      {
        eventId: expect.any(String),
        occurredAt: expect.any(String),
        aggregateId: user.id,
        userId: user.id,
        username: user.username,
        email: user.email,
        language: null,
        deletedBy: 'self',
      },
    ]);
    await expect(
      auth.call(AuthPatterns.Login, { username: body.username, password: body.password }),
    ).rejects.toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
  });

  it('answers NOT_FOUND when the account is already gone', async () => {
    await expect(
      auth.call(AuthPatterns.DeleteAccount, {
        userId: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
        password: 'Whatever-123',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
