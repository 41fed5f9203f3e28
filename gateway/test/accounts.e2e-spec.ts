/**
 * Accounts through the gateway over HTTP, against the real auth service, Postgres and Redis:
 * every auth call of SPEC §7 with its validation and error paths.
 */
import { createHmac } from 'node:crypto';

import { Client } from 'pg';

import {
  AuthPatterns,
  INVALID_CREDENTIALS_MESSAGE,
  LANGUAGE_NOT_SUPPORTED_MESSAGE,
  hashResetToken,
  signUnsubscribeToken,
} from '@app/contracts';
import { sendRpc } from '@app/rpc';
import { A_GOOD_PASSWORD, connectRpcClient, testRpcSigner } from '@app/testing';

import {
  TEST_RESET_TOKEN_SECRET,
  TEST_UNSUBSCRIBE_SECRET,
  type TestStack,
  sessionCookie,
  startTestStack,
} from './support/test-stack';

let stack: TestStack;

const json = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  cookie?: string,
) =>
  stack.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

async function register(
  username: string,
  email = `${username}@example.com`,
  password = A_GOOD_PASSWORD,
) {
  const response = await json('POST', '/api/register', { username, email, password });
  expect(response.statusCode).toBe(201);
  return { cookie: sessionCookie(response), user: response.json() };
}

/** A mail provider's cross-site one-click unsubscribe POST (RFC 8058) with a genuine link. */
const oneClickUnsubscribe = (userId: string, preference: 'email_reminders' | 'weekly_summaries') =>
  stack.inject({
    method: 'POST',
    url: `/api/unsubscribe?token=${signUnsubscribeToken(TEST_UNSUBSCRIBE_SECRET, { userId, preference })}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.example',
    },
    payload: 'List-Unsubscribe=One-Click',
  });

beforeAll(async () => {
  stack = await startTestStack({
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '4',
    RATE_LIMIT_SIGN_UP_PER_IP: '50',
    RATE_LIMIT_SIGN_UP_PER_ACCOUNT: '2',
  });
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('GET /health/ready', () => {
  it('is ready when Redis and every service answer', async () => {
    const response = await json('GET', '/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: {
        redis: 'ok',
        auth: 'ok',
        notification: 'ok',
        travel: 'ok',
        billing: 'ok',
        reporting: 'ok',
        chromium: 'ok',
      },
    });
  });
});

describe('POST /api/register', () => {
  it('creates the account, signs it in with an HttpOnly SameSite=Lax cookie and returns the user', async () => {
    const response = await json('POST', '/api/register', {
      username: 'alice',
      email: 'Alice@Example.com',
      password: A_GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    expect(response.json()).toMatchObject({
      username: 'alice',
      timezone: 'UTC',
      email_reminders: true,
      weekly_summaries: true,
      has_donated: false,
      login_count: 0,
      role: 'user',
    });
    expect(JSON.stringify(response.json())).not.toMatch(/password/i);
  });

  it('rejects a taken username and a taken e-mail in any case with 409', async () => {
    await register('bob');
    const sameName = await json('POST', '/api/register', {
      username: 'bob',
      email: 'other@example.com',
      password: A_GOOD_PASSWORD,
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ code: 'AUTH_USERNAME_TAKEN' });
    const sameEmail = await json('POST', '/api/register', {
      username: 'bobby',
      email: 'BOB@example.com',
      password: A_GOOD_PASSWORD,
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'AUTH_EMAIL_TAKEN' });
  });

  it('limits sign-ups per e-mail address with 429', async () => {
    const attempts = [];
    for (let i = 0; i < 3; i += 1) {
      attempts.push(
        await json('POST', '/api/register', {
          username: `mallory${i}`,
          email: 'mallory@example.com',
          password: A_GOOD_PASSWORD,
        }),
      );
    }
    expect(attempts.map((r) => r.statusCode)).toEqual([201, 409, 429]);
    expect(attempts[2]!.json().message).toMatch(/Too many sign-up attempts/);
  });

  it.each([
    ['a 7-character password', { password: 'abc1234' }, /at least 8 characters/],
    ['a common password', { password: 'password123' }, /too common/],
    ['a 1,025-character password', { password: 'x'.repeat(1025) }, /at most 1024 characters/],
    ['an invalid e-mail', { email: 'not-an-email' }, /Invalid email/],
    ['an extra field', { role: 'admin' }, /role/],
  ])('rejects %s with 400', async (_name, override, message) => {
    const response = await json('POST', '/api/register', {
      username: 'carol',
      email: 'carol@example.com',
      password: A_GOOD_PASSWORD,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(response.json().message).toMatch(message);
  });
});

describe('sessions: GET /api/user, POST /api/logout, POST /api/login', () => {
  it('reads the current user, ends the session on logout, and signs in by username or e-mail', async () => {
    const { cookie } = await register('dave', 'dave@example.com');
    expect((await json('GET', '/api/user', undefined, cookie)).json()).toMatchObject({
      username: 'dave',
    });

    const logout = await json('POST', '/api/logout', undefined, cookie);
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await json('GET', '/api/user', undefined, cookie)).statusCode).toBe(401);

    const byName = await json('POST', '/api/login', {
      username: 'dave',
      password: A_GOOD_PASSWORD,
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ username: 'dave', login_count: 1 });

    const byEmail = await json('POST', '/api/login', {
      username: 'DAVE@example.com',
      password: A_GOOD_PASSWORD,
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({ login_count: 2 });
  });

  it('rotates the session at sign-in: the old cookie stops working', async () => {
    const { cookie: before } = await register('erin');
    const login = await json(
      'POST',
      '/api/login',
      { username: 'erin', password: A_GOOD_PASSWORD },
      before,
    );
    const after = sessionCookie(login);
    expect(after).not.toBe(before);
    expect((await json('GET', '/api/user', undefined, before)).statusCode).toBe(401);
    expect((await json('GET', '/api/user', undefined, after)).statusCode).toBe(200);
  });

  it('treats the username as case sensitive and refuses a wrong password with 401', async () => {
    await register('Frank');
    for (const attempt of [
      { username: 'frank', password: A_GOOD_PASSWORD },
      { username: 'Frank', password: 'wrong-password-1' },
    ]) {
      const response = await json('POST', '/api/login', attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
      expect(response.json().message).toMatch(/couldn't sign you in/);
    }
  });

  it('limits sign-in attempts per account with 429 and Retry-After', async () => {
    await register('grace');
    const attempts = [];
    for (let i = 0; i < 5; i += 1) {
      attempts.push(
        await json('POST', '/api/login', { username: 'grace', password: `wrong-password-${i}` }),
      );
    }
    expect(attempts.slice(0, 4).map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    const refused = attempts[4]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(
      /Too many sign-in attempts\. Please wait \d+ minutes? and try again\./,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('PUT /api/user/profile', () => {
  it('updates the profile and validates e-mail and dates', async () => {
    const { cookie } = await register('heidi');
    const profile = {
      first_name: 'Heidi',
      last_name: 'Klum',
      email: 'heidi@example.com',
      timezone: 'Europe/London',
      passport_issue_date: '2020-02-29',
      passport_expiry_date: '2030-02-28',
      email_reminders: false,
      weekly_summaries: true,
    };
    const updated = await json('PUT', '/api/user/profile', profile, cookie);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject(profile);

    const badEmail = await json('PUT', '/api/user/profile', { ...profile, email: 'nope' }, cookie);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch('Invalid email');

    const badDate = await json(
      'PUT',
      '/api/user/profile',
      { ...profile, passport_issue_date: '2025-02-30' },
      cookie,
    );
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/calendar date/);
  });

  it('refuses a signed-out profile update with 401', async () => {
    const response = await json('PUT', '/api/user/profile', { email: 'x@example.com' });
    expect(response.statusCode).toBe(401);
  });

  it('saves the language, returns it from GET /api/user, clears it with null and refuses an unsupported one', async () => {
    const { cookie } = await register('ingrid');
    const profile = { email: 'ingrid@example.com', email_reminders: true, weekly_summaries: true };
    const language = async () =>
      (await json('GET', '/api/user', undefined, cookie)).json().language;
    expect(await language()).toBeNull();

    const saved = await json('PUT', '/api/user/profile', { ...profile, language: 'de' }, cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().language).toBe('de');
    expect(await language()).toBe('de');

    const unsupported = await json(
      'PUT',
      '/api/user/profile',
      { ...profile, language: 'de-de' },
      cookie,
    );
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().message).toContain(LANGUAGE_NOT_SUPPORTED_MESSAGE);
    expect(await language()).toBe('de');

    const unchanged = await json('PUT', '/api/user/profile', profile, cookie);
    expect(unchanged.json().language).toBe('de');
    const cleared = await json('PUT', '/api/user/profile', { ...profile, language: null }, cookie);
    expect(cleared.json().language).toBeNull();
  });
});

describe("API errors in the request's language (Accept-Language)", () => {
  const signIn = (headers: Record<string, string>) =>
    stack.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody-here', password: 'wrong-password-1' },
      headers,
    });

  it("answers in German with Accept-Language: de, and in SPEC's English without it", async () => {
    const german = await signIn({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(german.statusCode).toBe(401);
    expect(german.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'AUTH_INVALID_CREDENTIALS',
      message:
        'Wir konnten Sie mit diesen Angaben nicht anmelden. Bitte prüfen Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse und Ihr Passwort und versuchen Sie es erneut.',
    });

    const headerSets: Array<Record<string, string>> = [
      {},
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'nl' },
    ];
    for (const headers of headerSets) {
      const english = await signIn(headers);
      expect(english.statusCode).toBe(401);
      expect(english.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'AUTH_INVALID_CREDENTIALS',
        message: INVALID_CREDENTIALS_MESSAGE,
      });
    }
  });

  it("translates the edge's own errors too, Arabic included", async () => {
    const response = await stack.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { email: 'x@example.com' },
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'لم تسجّل الدخول. يُرجى تسجيل الدخول والمحاولة مرة أخرى.',
    });
  });
});

describe("the gateway's copy of GET /api/user (docs/adr/0014)", () => {
  /** Changes the stored user behind the services' back (no version token changes). */
  async function sqlUpdate(userId: string, firstName: string): Promise<void> {
    const db = new Client({ connectionString: stack.database.url });
    await db.connect();
    await db.query('UPDATE auth.users SET first_name = $1 WHERE id = $2', [firstName, userId]);
    await db.end();
  }

  const current = async (cookie: string) => {
    const response = await json('GET', '/api/user', undefined, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json();
  };

  it('serves its copy while the account is unchanged, and the new user once the auth service changed it', async () => {
    const { cookie, user } = await register('oona');
    expect(await current(cookie)).toEqual(user);
    await sqlUpdate(user.id, 'Behind-the-back');
    // No committed change went through the auth service: the copy is still current.
    expect((await current(cookie)).first_name).toBeNull();

    // A change through the auth service, not through this gateway (as another gateway would).
    const client = await connectRpcClient(stack.authPort);
    await sendRpc(client, testRpcSigner(), 'auth', AuthPatterns.UpdateProfile, {
      userId: user.id,
      email: user.email,
      first_name: 'Oona',
      email_reminders: true,
      weekly_summaries: false,
    });
    await client.close();
    expect(await current(cookie)).toMatchObject({ first_name: 'Oona', weekly_summaries: false });
  });

  it('never serves a user older than a change the user made', async () => {
    const { cookie, user } = await register('piotr');
    await current(cookie);
    // A change of the address's case needs no confirmation (a new address: security-accounts).
    const profile = {
      email: 'Piotr@Example.com',
      timezone: 'Europe/Warsaw',
      email_reminders: true,
      weekly_summaries: true,
    };
    expect((await json('PUT', '/api/user/profile', profile, cookie)).statusCode).toBe(200);
    expect(await current(cookie)).toMatchObject(profile);

    const login = await json('POST', '/api/login', {
      username: 'piotr',
      password: A_GOOD_PASSWORD,
    });
    const signedIn = sessionCookie(login);
    expect(await current(signedIn)).toMatchObject({ login_count: 1 });

    expect((await oneClickUnsubscribe(user.id, 'weekly_summaries')).statusCode).toBe(200);
    expect(await current(signedIn)).toMatchObject({ weekly_summaries: false });

    expect(
      (await json('DELETE', '/api/user', { password: A_GOOD_PASSWORD }, signedIn)).statusCode,
    ).toBe(204);
    expect((await json('GET', '/api/user', undefined, signedIn)).statusCode).toBe(401);
  });
});

describe('account recovery', () => {
  it('answers forgot-username and forgot-password the same for known and unknown e-mails', async () => {
    await register('ivan');
    for (const url of ['/api/forgot-username', '/api/forgot-password']) {
      const known = await json('POST', url, { email: 'ivan@example.com' });
      const unknown = await json('POST', url, { email: 'nobody@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
    }
  });

  it('rejects an invalid e-mail with SPEC’s message', async () => {
    const response = await json('POST', '/api/forgot-password', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address');
  });

  it('resets the password with a valid token once, ending every session', async () => {
    const { cookie } = await register('judy');
    expect(
      (await json('POST', '/api/forgot-password', { email: 'judy@example.com' })).statusCode,
    ).toBe(200);

    const db = new Client({ connectionString: stack.database.url });
    await db.connect();
    const { rows } = await db.query<{ id: string }>(
      `SELECT r.id FROM auth.password_reset_requests r JOIN auth.users u ON u.id = r.user_id WHERE u.username = 'judy'`,
    );
    await db.end();
    // The token the worker derives for this request and e-mails (its hash is attached by the worker
    // or here, whichever comes first: attaching the same hash twice is fine).
    const token = createHmac('sha256', TEST_RESET_TOKEN_SECRET)
      .update(rows[0]!.id)
      .digest('base64url');
    const client = await connectRpcClient(stack.authPort);
    const tokenHash = hashResetToken(token);
    await expect(
      sendRpc(client, testRpcSigner('notification-worker'), 'auth', AuthPatterns.AttachResetToken, {
        requestId: rows[0]!.id,
        tokenHash,
      }),
    ).resolves.toEqual({ attached: true });
    await client.close();

    const newPassword = 'a-brand-new-passphrase';
    const reset = await json('POST', '/api/reset-password', { token, newPassword });
    expect(reset.statusCode).toBe(200);
    expect((await json('GET', '/api/user', undefined, cookie)).statusCode).toBe(401);
    expect(
      (await json('POST', '/api/login', { username: 'judy', password: newPassword })).statusCode,
    ).toBe(200);

    const again = await json('POST', '/api/reset-password', {
      token,
      newPassword: 'yet-another-passphrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'AUTH_RESET_TOKEN_INVALID',
      message:
        'This reset link is either invalid or has expired. Please request a new password reset.',
    });
  });

  it('rejects an unknown token with 400', async () => {
    const response = await json('POST', '/api/reset-password', {
      token: 'made-up',
      newPassword: 'long-enough-pass',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'AUTH_RESET_TOKEN_INVALID' });
  });
});

describe('GET /api/user/export and DELETE /api/user', () => {
  it('exports the user’s data as a JSON download', async () => {
    const { cookie } = await register('ken');
    const response = await json('GET', '/api/user/export', undefined, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.json()).toMatchObject({ profile: { username: 'ken' }, travel_entries: [] });
  });

  it('deletes the account only with the right password, then every session ends', async () => {
    const { cookie } = await register('leo');
    const wrong = await json('DELETE', '/api/user', { password: 'not-my-password' }, cookie);
    expect(wrong.statusCode).toBe(401);
    expect((await json('GET', '/api/user', undefined, cookie)).statusCode).toBe(200);

    const deleted = await json('DELETE', '/api/user', { password: A_GOOD_PASSWORD }, cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await json('GET', '/api/user', undefined, cookie)).statusCode).toBe(401);
    expect(
      (await json('POST', '/api/login', { username: 'leo', password: A_GOOD_PASSWORD })).statusCode,
    ).toBe(401);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('turns the preference off from a mail provider’s cross-site form POST', async () => {
    const { cookie, user } = await register('nina');
    const response = await oneClickUnsubscribe(user.id, 'email_reminders');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, preference: 'email_reminders' });
    expect((await json('GET', '/api/user', undefined, cookie)).json()).toMatchObject({
      email_reminders: false,
    });
  });

  it('refuses a forged link with 400 and changes nothing', async () => {
    const response = await stack.inject({
      method: 'POST',
      url: '/api/unsubscribe?token=forged.token',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'This unsubscribe link is not valid.' });
  });

  it('sends a person who opens the link to the confirmation page without changing anything', async () => {
    const response = await stack.inject({ method: 'GET', url: '/api/unsubscribe?token=abc.def' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/unsubscribe?token=abc.def');
  });
});
