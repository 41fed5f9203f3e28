import {
  AuthPatterns,
  COMMON_PASSWORD_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  type SessionResult,
  type UserDto,
} from '@app/contracts';
import { aRegistration, NO_TRAVEL_SETTINGS } from '@app/testing';

import { startAuthService, type AuthTestService } from './support/auth-test-service';

describe('auth.users.register', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await startAuthService();
  });

  afterAll(async () => {
    await auth.close();
  });

  it('creates a user with the SPEC defaults and signs them in', async () => {
    const body = aRegistration({ username: 'Ada.Lovelace' });
    const result = await auth.call<SessionResult>(AuthPatterns.Register, body);

    expect(result.user).toEqual<UserDto>({
      id: expect.any(String),
      username: 'Ada.Lovelace',
      first_name: null,
      last_name: null,
      email: body.email,
      timezone: 'UTC',
      email_reminders: true,
      weekly_summaries: true,
      product_updates: true,
      has_donated: false,
      login_count: 0,
      passport_issue_date: null,
      passport_expiry_date: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      role: 'user',
      pending_email: null,
      language: null,
      ...NO_TRAVEL_SETTINGS,
    });
    expect(result.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await auth.sessions.resolve(result.sessionId)).toMatchObject({ userId: result.user.id });
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user, body } = await auth.register();
    const [row] = await auth.dataSource.query<Array<{ password_hash: string }>>(
      'SELECT password_hash FROM users WHERE id = $1',
      [user.id],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain(body.password);
  });

  it('records auth.user.registered.v1 in the outbox', async () => {
    const { user } = await auth.register();
    const events = await auth.outbox('auth.user.registered.v1');
    expect(events.find((event) => event.aggregateId === user.id)?.payload).toEqual({
      eventId: expect.any(String),
      occurredAt: expect.any(String),
      aggregateId: user.id,
      userId: user.id,
      username: user.username,
      email: user.email,
    });
  });

  it('ends the previous session of the browser', async () => {
    const first = await auth.register();
    const second = await auth.call<SessionResult>(AuthPatterns.Register, {
      ...aRegistration(),
      previousSessionId: first.sessionId,
    });
    expect(await auth.sessions.resolve(first.sessionId)).toBeNull();
    expect(await auth.sessions.resolve(second.sessionId)).not.toBeNull();
  });

  it('refuses a username that exists, as written', async () => {
    const { body } = await auth.register();
    await expect(
      auth.call(AuthPatterns.Register, aRegistration({ username: body.username })),
    ).rejects.toMatchObject({
      code: 'AUTH_USERNAME_TAKEN',
      status: 409,
      message: USERNAME_TAKEN_MESSAGE,
    });
  });

  it('accepts the same username in another case (usernames are case-sensitive)', async () => {
    const { body } = await auth.register({ username: 'casey' });
    const other = await auth.call<SessionResult>(
      AuthPatterns.Register,
      aRegistration({ username: body.username.toUpperCase(), email: 'casey.upper@example.com' }),
    );
    expect(other.user.username).toBe('CASEY');
  });

  it('refuses an e-mail that exists, in any case', async () => {
    const { body } = await auth.register();
    await expect(
      auth.call(AuthPatterns.Register, aRegistration({ email: body.email.toUpperCase() })),
    ).rejects.toMatchObject({
      code: 'AUTH_EMAIL_TAKEN',
      status: 409,
      message: EMAIL_TAKEN_MESSAGE,
    });
  });

  it('refuses a common password with a clear message', async () => {
    await expect(
      auth.call(AuthPatterns.Register, aRegistration({ password: 'Password1' })),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: COMMON_PASSWORD_MESSAGE,
      details: { errors: [{ field: 'password', messages: [COMMON_PASSWORD_MESSAGE] }] },
    });
  });

  it('refuses a password of 7 characters', async () => {
    await expect(
      auth.call(AuthPatterns.Register, aRegistration({ password: 'Xq7#mPz' })),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 8 characters',
    });
  });

  it('refuses a password of 1,025 characters and accepts one of 1,024', async () => {
    await expect(
      auth.call(AuthPatterns.Register, aRegistration({ password: 'x'.repeat(1025) })),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at most 1024 characters',
    });
    const accepted = await auth.call<SessionResult>(
      AuthPatterns.Register,
      aRegistration({ password: 'Lantern-'.repeat(128) }),
    );
    expect(accepted.user.role).toBe('user');
  });

  it('refuses unknown fields, such as a role', async () => {
    await expect(
      auth.call(AuthPatterns.Register, { ...aRegistration(), role: 'admin' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { errors: [{ field: 'role', messages: ['property role should not exist'] }] },
    });
  });

  it('changes nothing when it refuses', async () => {
    const before = await auth.dataSource.query<Array<{ count: string }>>(
      'SELECT count(*) FROM users',
    );
    await expect(
      auth.call(AuthPatterns.Register, aRegistration({ password: 'iloveyou' })),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await auth.dataSource.query('SELECT count(*) FROM users')).toEqual(before);
  });
});
