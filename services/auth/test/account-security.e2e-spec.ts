/**
 * ASVS 5.0 level 2 account controls in the auth service (issue #18): password change, e-mail
 * change with its confirmation link, "sign out of all devices" and the administrators' stricter
 * sessions, against real Postgres and Redis.
 */
import { randomBytes } from 'node:crypto';

import { generate } from 'otplib';

import {
  AuthPatterns,
  COMMON_PASSWORD_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_CHANGE_REQUESTED_TOPIC,
  INVALID_EMAIL_CHANGE_TOKEN_MESSAGE,
  PASSWORD_CHANGED_TOPIC,
  SAME_PASSWORD_MESSAGE,
  USER_UPDATED_TOPIC,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  hashResetToken,
  type AttachResetTokenResult,
  type EndedSessionsResult,
  type MfaChallengeResult,
  type MfaSessionResult,
  type SessionResult,
  type UserDto,
} from '@app/contracts';

import { startAuthService, type AuthTestService } from './support/auth-test-service';

const NEW_PASSWORD = 'Another-Lantern-Passphrase-7';

let auth: AuthTestService;

beforeAll(async () => {
  auth = await startAuthService();
});

afterAll(async () => {
  await auth.close();
});

const signIn = (username: string, password: string) =>
  auth.call<SessionResult>(AuthPatterns.Login, { username, password });

const fieldError = (field: string, message: string) => ({
  code: 'VALIDATION_FAILED',
  status: 400,
  message,
  details: { errors: [{ field, messages: [message] }] },
});

/** The profile form as the SPA sends it, for `user`, with `changes`. */
const profileSave = (user: UserDto, changes: Record<string, unknown>) => ({
  userId: user.id,
  email: user.email,
  email_reminders: true,
  weekly_summaries: true,
  ...changes,
});

/** Attaches a fresh token to the user's open e-mail change, as the notification worker does. */
async function attachEmailChangeToken(userId: string): Promise<string> {
  const [row] = await auth.dataSource.query<Array<{ pending_email_request_id: string }>>(
    'SELECT pending_email_request_id FROM users WHERE id = $1',
    [userId],
  );
  const token = randomBytes(32).toString('base64url');
  const result = await auth.call<AttachResetTokenResult>(AuthPatterns.AttachEmailChangeToken, {
    requestId: row!.pending_email_request_id,
    tokenHash: hashResetToken(token),
  });
  expect(result).toEqual({ attached: true });
  return token;
}

describe('auth.password.change', () => {
  it('refuses a wrong current password with 400 on current_password, changing nothing', async () => {
    const { user, body, sessionId } = await auth.register();
    const phone = await signIn(body.username, body.password);
    await expect(
      auth.call(AuthPatterns.ChangePassword, {
        userId: user.id,
        sessionId,
        current_password: 'Not-The-Password-1',
        new_password: NEW_PASSWORD,
      }),
    ).rejects.toMatchObject(fieldError('current_password', WRONG_CURRENT_PASSWORD_MESSAGE));
    await expect(signIn(body.username, body.password)).resolves.toBeDefined();
    expect(await auth.sessions.resolve(phone.sessionId)).not.toBeNull();
    expect(await auth.outbox(PASSWORD_CHANGED_TOPIC)).toHaveLength(0);
  });

  it('applies the sign-up rules to the new password: length, common passwords, and not the same', async () => {
    const { user, body, sessionId } = await auth.register();
    const change = (new_password: string) =>
      auth.call(AuthPatterns.ChangePassword, {
        userId: user.id,
        sessionId,
        current_password: body.password,
        new_password,
      });
    await expect(change('short')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 8 characters',
    });
    await expect(change('password1')).rejects.toMatchObject(
      fieldError('new_password', COMMON_PASSWORD_MESSAGE),
    );
    await expect(change(body.password)).rejects.toMatchObject(
      fieldError('new_password', SAME_PASSWORD_MESSAGE),
    );
  });

  it('sets the new password, ends every other session, keeps this one and records the notice event', async () => {
    const { user, body, sessionId } = await auth.register();
    const phone = await signIn(body.username, body.password);
    const tablet = await signIn(body.username, body.password);
    await expect(
      auth.call(AuthPatterns.ChangePassword, {
        userId: user.id,
        sessionId,
        current_password: body.password,
        new_password: NEW_PASSWORD,
      }),
    ).resolves.toEqual({ ok: true });
    expect(await auth.sessions.resolve(sessionId)).not.toBeNull();
    expect(await auth.sessions.resolve(phone.sessionId)).toBeNull();
    expect(await auth.sessions.resolve(tablet.sessionId)).toBeNull();
    await expect(signIn(body.username, body.password)).rejects.toMatchObject({ status: 401 });
    await expect(signIn(body.username, NEW_PASSWORD)).resolves.toBeDefined();
    const events = (await auth.outbox(PASSWORD_CHANGED_TOPIC)).filter(
      (row) => (row.payload as { userId: string }).userId === user.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ username: body.username, email: body.email });
  });
});

describe('auth.profile.update with a new e-mail address', () => {
  it('needs the current password, and a right one (400 on current_password, nothing saved)', async () => {
    const { user } = await auth.register();
    const save = (changes: Record<string, unknown>) =>
      auth.call(
        AuthPatterns.UpdateProfile,
        profileSave(user, { email: 'moved@new.example', first_name: 'Moved', ...changes }),
      );
    await expect(save({})).rejects.toMatchObject(
      fieldError('current_password', CURRENT_PASSWORD_REQUIRED_MESSAGE),
    );
    await expect(save({ current_password: 'Not-The-Password-1' })).rejects.toMatchObject(
      fieldError('current_password', WRONG_CURRENT_PASSWORD_MESSAGE),
    );
    const stored = await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id });
    expect(stored).toMatchObject({ email: user.email, first_name: null, pending_email: null });
  });

  it('saves the rest without a password when the address stays (in any case)', async () => {
    const { user } = await auth.register();
    const saved = await auth.call<UserDto>(
      AuthPatterns.UpdateProfile,
      profileSave(user, { email: user.email.toUpperCase(), first_name: 'Ada' }),
    );
    expect(saved).toMatchObject({
      email: user.email.toUpperCase(),
      first_name: 'Ada',
      pending_email: null,
    });
  });

  it('refuses an address another account holds with 409', async () => {
    const { user, body } = await auth.register();
    const other = await auth.register();
    await expect(
      auth.call(
        AuthPatterns.UpdateProfile,
        profileSave(user, { email: other.body.email, current_password: body.password }),
      ),
    ).rejects.toMatchObject({ code: 'AUTH_EMAIL_TAKEN', status: 409 });
  });

  it('keeps the old address until the link is confirmed, then switches once', async () => {
    const { user, body } = await auth.register();
    const newEmail = `moved-${user.id.slice(0, 8)}@new.example`;
    const saved = await auth.call<UserDto>(
      AuthPatterns.UpdateProfile,
      profileSave(user, { email: newEmail, current_password: body.password, first_name: 'Ada' }),
    );
    expect(saved).toMatchObject({ email: body.email, pending_email: newEmail, first_name: 'Ada' });
    const requested = (await auth.outbox(EMAIL_CHANGE_REQUESTED_TOPIC)).filter(
      (row) => (row.payload as { userId: string }).userId === user.id,
    );
    expect(requested).toHaveLength(1);
    expect(requested[0]!.payload).toMatchObject({ email: body.email, newEmail });
    expect(JSON.stringify(requested[0]!.payload)).not.toMatch(/token/i);

    const token = await attachEmailChangeToken(user.id);
    await expect(
      auth.call(AuthPatterns.ConfirmEmailChange, { token: 'x'.repeat(43) }),
    ).rejects.toMatchObject({
      code: 'AUTH_EMAIL_CHANGE_TOKEN_INVALID',
      status: 400,
      message: INVALID_EMAIL_CHANGE_TOKEN_MESSAGE,
    });
    await expect(auth.call(AuthPatterns.ConfirmEmailChange, { token })).resolves.toEqual({
      ok: true,
    });
    const moved = await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id });
    expect(moved).toMatchObject({ email: newEmail, pending_email: null });
    const updates = (await auth.outbox(USER_UPDATED_TOPIC)).filter(
      (row) => (row.payload as { email: string }).email === newEmail,
    );
    expect(updates).toHaveLength(1);
    await expect(auth.call(AuthPatterns.ConfirmEmailChange, { token })).rejects.toMatchObject({
      code: 'AUTH_EMAIL_CHANGE_TOKEN_INVALID',
    });
  });

  it('refuses an expired link and a replaced one, and leaves the address as it was', async () => {
    const { user, body } = await auth.register();
    await auth.call(
      AuthPatterns.UpdateProfile,
      profileSave(user, { email: 'first@new.example', current_password: body.password }),
    );
    const replaced = await attachEmailChangeToken(user.id);
    await auth.call(
      AuthPatterns.UpdateProfile,
      profileSave(user, { email: 'second@new.example', current_password: body.password }),
    );
    await expect(
      auth.call(AuthPatterns.ConfirmEmailChange, { token: replaced }),
    ).rejects.toMatchObject({ code: 'AUTH_EMAIL_CHANGE_TOKEN_INVALID' });
    const token = await attachEmailChangeToken(user.id);
    auth.clock.advance(25 * 3_600_000);
    try {
      await expect(auth.call(AuthPatterns.ConfirmEmailChange, { token })).rejects.toMatchObject({
        code: 'AUTH_EMAIL_CHANGE_TOKEN_INVALID',
      });
    } finally {
      auth.clock.advance(-25 * 3_600_000);
    }
    const stored = await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id });
    expect(stored.email).toBe(body.email);
  });
});

describe('auth.sessions.destroy-all', () => {
  it('ends every session of the user and no one else’s', async () => {
    const { user, body, sessionId } = await auth.register();
    const phone = await signIn(body.username, body.password);
    const stranger = await auth.register();
    await expect(
      auth.call<EndedSessionsResult>(AuthPatterns.EndAllSessions, { userId: user.id }),
    ).resolves.toEqual({ ended: 2 });
    expect(await auth.sessions.resolve(sessionId)).toBeNull();
    expect(await auth.sessions.resolve(phone.sessionId)).toBeNull();
    expect(await auth.sessions.resolve(stranger.sessionId)).not.toBeNull();
  });
});

describe("an administrator's session", () => {
  it('lasts 8 hours at most and 15 minutes idle, while a user keeps the long session', async () => {
    const { user, body } = await auth.register();
    const before = Date.now();
    const asUser = await signIn(body.username, body.password);
    expect(asUser.sessionExpiresAt).toBeGreaterThanOrEqual(before + 720 * 3_600_000);

    await auth.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
    const challenge = await auth.call<MfaChallengeResult>(AuthPatterns.Login, {
      username: body.username,
      password: body.password,
    });
    const asAdmin = await auth.call<MfaSessionResult>(AuthPatterns.VerifyMfa, {
      challengeId: challenge.challengeId,
      code: await generate({ secret: challenge.enrolment!.secret }),
    });
    expect(asAdmin.sessionExpiresAt).toBeLessThanOrEqual(Date.now() + 8 * 3_600_000);
    expect(asAdmin.sessionExpiresAt).toBeGreaterThan(before + 8 * 3_600_000 - 60_000);
    const session = await auth.sessions.resolve(asAdmin.sessionId);
    expect(session?.idleTimeoutMs).toBe(15 * 60_000);
  });
});
