import { randomBytes } from 'node:crypto';

import {
  AuthPatterns,
  COMMON_PASSWORD_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_RESET_TOKEN_MESSAGE,
  type AttachResetTokenResult,
  type OkResult,
  type SessionResult,
} from '@app/contracts';

import { hashResetToken } from '../src/password-reset/reset-token';
import { startAuthService, type AuthTestService } from './support/auth-test-service';

const HOUR_MS = 3_600_000;
const INVALID_TOKEN = {
  code: 'AUTH_RESET_TOKEN_INVALID',
  status: 400,
  message: INVALID_RESET_TOKEN_MESSAGE,
};

describe('account recovery', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await startAuthService();
  });

  afterAll(async () => {
    await auth.close();
  });

  async function resetRequestsOf(userId: string) {
    return auth.dataSource.query<
      Array<{ id: string; token_hash: string | null; used_at: Date | null }>
    >('SELECT id, token_hash, used_at FROM password_reset_requests WHERE user_id = $1', [userId]);
  }

  describe('auth.username.remind', () => {
    it('answers the same for an existing and an unknown e-mail', async () => {
      const { body } = await auth.register();
      const known = await auth.call<OkResult>(AuthPatterns.ForgotUsername, { email: body.email });
      const unknown = await auth.call<OkResult>(AuthPatterns.ForgotUsername, {
        email: 'nobody@example.com',
      });
      expect(known).toEqual({ ok: true });
      expect(unknown).toEqual(known);
    });

    it('records auth.username-reminder.requested.v1 only for an existing account', async () => {
      const { user, body } = await auth.register();
      const before = (await auth.outbox('auth.username-reminder.requested.v1')).length;
      await auth.call(AuthPatterns.ForgotUsername, { email: body.email.toUpperCase() });
      await auth.call(AuthPatterns.ForgotUsername, { email: 'nobody-else@example.com' });
      const events = await auth.outbox('auth.username-reminder.requested.v1');
      expect(events).toHaveLength(before + 1);
      expect(events.at(-1)?.payload).toEqual({
        eventId: expect.any(String),
        occurredAt: expect.any(String),
        aggregateId: user.id,
        userId: user.id,
        username: user.username,
        email: user.email,
        language: null,
      });
    });

    it("refuses an invalid address with SPEC's message", async () => {
      await expect(
        auth.call(AuthPatterns.ForgotUsername, { email: 'not-an-email' }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid email address',
      });
    });
  });

  describe('auth.password-reset.request', () => {
    it('answers the same for an existing and an unknown e-mail', async () => {
      const { body } = await auth.register();
      const known = await auth.call<OkResult>(AuthPatterns.ForgotPassword, { email: body.email });
      const unknown = await auth.call<OkResult>(AuthPatterns.ForgotPassword, {
        email: 'nobody@example.com',
      });
      expect(known).toEqual({ ok: true });
      expect(unknown).toEqual(known);
    });

    it('opens a request without a token and records the event, which carries none either, with the profile language', async () => {
      const { user, body } = await auth.register();
      await auth.call(AuthPatterns.UpdateProfile, {
        userId: user.id,
        email: body.email,
        email_reminders: true,
        weekly_summaries: true,
        language: 'de',
      });
      await auth.call(AuthPatterns.ForgotPassword, { email: body.email });

      const [request, ...others] = await resetRequestsOf(user.id);
      expect(others).toEqual([]);
      expect(request).toMatchObject({ token_hash: null, used_at: null });

      const event = (await auth.outbox('auth.password-reset.requested.v1')).find(
        (row) => row.aggregateId === request?.id,
      );
      expect(event?.payload).toEqual({
        eventId: expect.any(String),
        occurredAt: expect.any(String),
        aggregateId: request?.id,
        requestId: request?.id,
        userId: user.id,
        username: user.username,
        email: user.email,
        language: 'de',
        expiresAt: expect.any(String),
      });
      const payload = event?.payload as { occurredAt: string; expiresAt: string };
      expect(Date.parse(payload.expiresAt) - Date.parse(payload.occurredAt)).toBe(HOUR_MS);
    });

    it('opens nothing for an unknown e-mail', async () => {
      const before = await auth.dataSource.query('SELECT count(*) FROM password_reset_requests');
      const events = (await auth.outbox()).length;
      await auth.call(AuthPatterns.ForgotPassword, { email: 'stranger@example.com' });
      expect(await auth.dataSource.query('SELECT count(*) FROM password_reset_requests')).toEqual(
        before,
      );
      expect(await auth.outbox()).toHaveLength(events);
    });
  });

  describe('auth.password-reset.attach-token', () => {
    async function openRequest(): Promise<string> {
      const { user, body } = await auth.register();
      await auth.call(AuthPatterns.ForgotPassword, { email: body.email });
      const [request] = await resetRequestsOf(user.id);
      if (!request) throw new Error('no request');
      return request.id;
    }

    const aTokenHash = () => hashResetToken(randomBytes(32).toString('base64url'));

    it('stores the hash once: a second token is refused', async () => {
      const requestId = await openRequest();
      const tokenHash = aTokenHash();
      await expect(
        auth.call<AttachResetTokenResult>(AuthPatterns.AttachResetToken, { requestId, tokenHash }),
      ).resolves.toEqual({ attached: true });
      await expect(
        auth.call(AuthPatterns.AttachResetToken, { requestId, tokenHash: aTokenHash() }),
      ).resolves.toEqual({ attached: false });
      const [row] = await auth.dataSource.query<Array<{ token_hash: string }>>(
        'SELECT token_hash FROM password_reset_requests WHERE id = $1',
        [requestId],
      );
      expect(row?.token_hash).toBe(tokenHash);
    });

    it('answers attached again for the same hash, so a retried e-mail job can still send', async () => {
      const requestId = await openRequest();
      const tokenHash = aTokenHash();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await expect(
          auth.call<AttachResetTokenResult>(AuthPatterns.AttachResetToken, {
            requestId,
            tokenHash,
          }),
        ).resolves.toEqual({ attached: true });
      }
    });

    it('refuses an unknown request', async () => {
      await expect(
        auth.call(AuthPatterns.AttachResetToken, {
          requestId: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
          tokenHash: aTokenHash(),
        }),
      ).resolves.toEqual({ attached: false });
    });

    it('refuses a raw token in place of its hash', async () => {
      const requestId = await openRequest();
      await expect(
        auth.call(AuthPatterns.AttachResetToken, { requestId, tokenHash: 'raw-token' }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('auth.password-reset.complete', () => {
    it('sets the new password, spends the token and ends every session of the user', async () => {
      const { user, body, sessionId } = await auth.register();
      const login = await auth.call<SessionResult>(AuthPatterns.Login, {
        username: body.username,
        password: body.password,
      });
      const { token } = await auth.issueResetToken(body.email);

      await expect(
        auth.call<OkResult>(AuthPatterns.ResetPassword, {
          token,
          newPassword: 'Marmalade-Orbit-77',
        }),
      ).resolves.toEqual({ ok: true });

      expect(await auth.sessions.resolve(sessionId)).toBeNull();
      expect(await auth.sessions.resolve(login.sessionId)).toBeNull();
      await expect(
        auth.call(AuthPatterns.Login, { username: body.username, password: body.password }),
      ).rejects.toMatchObject({ message: INVALID_CREDENTIALS_MESSAGE });
      const signedIn = await auth.call<SessionResult>(AuthPatterns.Login, {
        username: body.username,
        password: 'Marmalade-Orbit-77',
      });
      expect(signedIn.user.id).toBe(user.id);
      expect((await resetRequestsOf(user.id))[0]?.used_at).toBeInstanceOf(Date);
    });

    it('refuses a token that was used', async () => {
      const { body } = await auth.register();
      const { token } = await auth.issueResetToken(body.email);
      await auth.call(AuthPatterns.ResetPassword, { token, newPassword: 'Marmalade-Orbit-77' });
      await expect(
        auth.call(AuthPatterns.ResetPassword, { token, newPassword: 'Another-Orbit-78' }),
      ).rejects.toMatchObject(INVALID_TOKEN);
    });

    it('spends the other open links of the user too', async () => {
      const { body } = await auth.register();
      const older = await auth.issueResetToken(body.email);
      const newer = await auth.issueResetToken(body.email);
      await auth.call(AuthPatterns.ResetPassword, {
        token: newer.token,
        newPassword: 'Marmalade-Orbit-77',
      });
      await expect(
        auth.call(AuthPatterns.ResetPassword, {
          token: older.token,
          newPassword: 'Another-Orbit-78',
        }),
      ).rejects.toMatchObject(INVALID_TOKEN);
    });

    it('refuses an unknown token', async () => {
      await expect(
        auth.call(AuthPatterns.ResetPassword, {
          token: randomBytes(32).toString('base64url'),
          newPassword: 'Marmalade-Orbit-77',
        }),
      ).rejects.toMatchObject(INVALID_TOKEN);
    });

    it('refuses a common new password without spending the token', async () => {
      const { body } = await auth.register();
      const { token } = await auth.issueResetToken(body.email);
      await expect(
        auth.call(AuthPatterns.ResetPassword, { token, newPassword: 'password123' }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: COMMON_PASSWORD_MESSAGE,
        details: { errors: [{ field: 'newPassword', messages: [COMMON_PASSWORD_MESSAGE] }] },
      });
      await expect(
        auth.call(AuthPatterns.ResetPassword, { token, newPassword: 'Marmalade-Orbit-77' }),
      ).resolves.toEqual({ ok: true });
    });

    it('asks for 8 characters', async () => {
      await expect(
        auth.call(AuthPatterns.ResetPassword, { token: 'abc', newPassword: 'Xq7#mPz' }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Password must be at least 8 characters',
      });
    });

    it('keeps the raw token out of every table', async () => {
      const { body } = await auth.register();
      const { token } = await auth.issueResetToken(body.email);
      await auth.call(AuthPatterns.ResetPassword, { token, newPassword: 'Marmalade-Orbit-77' });

      const tables = await auth.dataSource.query<Array<{ table_name: string }>>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'auth'",
      );
      expect(tables.map((table) => table.table_name).sort()).toEqual([
        'migrations',
        'outbox',
        'password_reset_requests',
        'users',
      ]);
      for (const { table_name: table } of tables) {
        const rows = await auth.dataSource.query<Array<{ row: string }>>(
          `SELECT row_to_json(t)::text AS row FROM auth."${table}" t`,
        );
        for (const { row } of rows) expect(row).not.toContain(token);
      }
      const stored = await auth.dataSource.query(
        'SELECT 1 FROM password_reset_requests WHERE token_hash = $1',
        [hashResetToken(token)],
      );
      expect(stored).toHaveLength(1);
    });

    // Last: it moves the service's clock past the expiry of every request opened before.
    it('refuses a token after its hour, and attaching to an expired request', async () => {
      const { body } = await auth.register();
      const { token } = await auth.issueResetToken(body.email);
      await auth.call(AuthPatterns.ForgotPassword, { email: body.email });
      const [fresh] = await auth.dataSource.query<Array<{ id: string }>>(
        'SELECT id FROM password_reset_requests WHERE token_hash IS NULL ORDER BY created_at DESC LIMIT 1',
      );

      auth.clock.advance(HOUR_MS + 1_000);

      await expect(
        auth.call(AuthPatterns.ResetPassword, { token, newPassword: 'Marmalade-Orbit-77' }),
      ).rejects.toMatchObject(INVALID_TOKEN);
      await expect(
        auth.call(AuthPatterns.AttachResetToken, {
          requestId: fresh?.id,
          tokenHash: hashResetToken('late-token'),
        }),
      ).resolves.toEqual({ attached: false });
    });
  });
});
