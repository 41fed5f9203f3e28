/**
 * The accounts part of the security suite (ASVS 5.0 level 2, issue #18), through the gateway over
 * HTTP against the real stack, with an SMTP catcher for the e-mails:
 *
 * - password change: the current password (400 on a wrong one), the sign-up rules, every other
 *   session ended, a notice e-mailed;
 * - e-mail change: the current password, a notice to the old address, a link to the new one,
 *   reminders staying with the old address until the link is opened;
 * - "Sign out of all devices";
 * - profile saves that change the e-mail throttled like sign-ups (429, Retry-After, a message);
 * - administrators' sessions: idle 15 minutes, absolute 8 hours, in the cookie too.
 *
 * docs/security.md lists each control with the test here that proves it.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { generate } from 'otplib';
import { type ParsedMail, simpleParser } from 'mailparser';
import { Client } from 'pg';

import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  MFA_CHALLENGE_EXPIRED_MESSAGE,
  MFA_CODE_FORMAT_MESSAGE,
  MFA_CODE_INVALID_MESSAGE,
  EMAIL_CHANGE_CONFIRMED_MESSAGE,
  INVALID_EMAIL_CHANGE_TOKEN_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@app/contracts';
import { A_GOOD_PASSWORD } from '@app/testing';

import { type SmtpCatcher, startSmtpCatcher } from './support/smtp-catcher';
import { type TestStack, sessionCookie, startTestStack } from './support/test-stack';

/** The admins enrolled here: their TOTP secret and the last time step used. */
const secrets = new Map<string, { secret: string; lastStep: number }>();

/** A code of the account's secret for a time step not used yet (waits for the next one). */
async function freshCode(username: string): Promise<string> {
  const known = secrets.get(username)!;
  let step = Math.floor(Date.now() / 30_000);
  if (step <= known.lastStep) {
    step = known.lastStep + 1;
    await new Promise((resolve) => setTimeout(resolve, step * 30_000 - Date.now() + 100));
  }
  known.lastStep = step;
  return generate({ secret: known.secret, epoch: step * 30 });
}

/** The password step of an admin: the answer, and the challenge cookie for the code step. */
async function passwordStep(username: string) {
  const response = await call('POST', '/api/login', {
    payload: { username, password: A_GOOD_PASSWORD },
  });
  const challenge = response.cookies.find((c) => c.name === 'mfa');
  const enrolment = response.json().enrolment as { secret: string } | null;
  if (enrolment) secrets.set(username, { secret: enrolment.secret, lastStep: 0 });
  return { response, cookie: `mfa=${challenge?.value ?? ''}` };
}

/** Both steps of an admin's sign-in with a TOTP code: the code step's answer. */
async function mfaSignIn(username: string): Promise<LightMyRequestResponse> {
  const { cookie } = await passwordStep(username);
  return call('POST', '/api/login/mfa', { cookie, payload: { code: await freshCode(username) } });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Account {
  id: string;
  username: string;
  email: string;
  cookie: string;
}

const NEW_PASSWORD = 'a-fresh-passphrase-42';

let stack: TestStack;
let smtp: SmtpCatcher;
let db: Client;
let clients = 0;

function freshIp(): string {
  clients += 1;
  return `10.9.${(clients >> 8) & 255}.${clients & 255}`;
}

function call(
  method: Method,
  url: string,
  options: { cookie?: string; payload?: object; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method,
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  };
  if (options.payload) request.payload = options.payload;
  return stack.inject(request);
}

async function signUp(username: string): Promise<Account> {
  const email = `${username}@example.com`;
  const response = await call('POST', '/api/register', {
    payload: { username, email, password: A_GOOD_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().id, username, email, cookie: sessionCookie(response) };
}

async function signIn(username: string, password = A_GOOD_PASSWORD): Promise<string> {
  const response = await call('POST', '/api/login', { payload: { username, password } });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

/** 200 while the cookie names a live session, 401 once it does not. */
async function sessionStatus(cookie: string): Promise<number> {
  return (await call('GET', '/api/user', { cookie })).statusCode;
}

/** The profile form as the SPA sends it, with `changes`. */
const profile = (account: Account, changes: Record<string, unknown> = {}) => ({
  first_name: null,
  last_name: null,
  email: account.email,
  timezone: 'UTC',
  email_reminders: true,
  weekly_summaries: true,
  ...changes,
});

/** The first e-mail delivered to `address` after the first `since` mails, parsed. */
async function mailTo(address: string, since: number): Promise<ParsedMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = smtp.mails.slice(since).find((mail) => mail.to.includes(address));
    if (found) return simpleParser(found.raw);
    if (Date.now() > deadline) throw new Error(`Timed out waiting for an e-mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function expectThrottled(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  expect(response.json().message).toMatch(
    new RegExp(`^Too many ${what}\\. Please wait \\d+ (minutes?|seconds?) and try again\\.$`),
  );
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  stack = await startTestStack(
    { RATE_LIMIT_EMAIL_CHANGE_PER_ACCOUNT: '3', RATE_LIMIT_EMAIL_CHANGE_PER_IP: '4' },
    { SMTP_URL: smtp.url },
  );
  db = new Client({ connectionString: stack.database.url });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await db?.end();
  await stack?.close();
  await smtp?.close();
});

describe('PUT /api/user/password', () => {
  it('refuses a wrong current password with 400 and a message on the field, changing nothing', async () => {
    const account = await signUp('pw-wrong');
    const response = await call('PUT', '/api/user/password', {
      cookie: account.cookie,
      payload: { current_password: 'not-my-password-1', new_password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: WRONG_CURRENT_PASSWORD_MESSAGE,
      details: { errors: [{ field: 'current_password' }] },
    });
    expect(await sessionStatus(await signIn(account.username))).toBe(200);
  });

  it('applies the sign-up rules to the new password (400 with their messages)', async () => {
    const account = await signUp('pw-rules');
    for (const [new_password, message] of [
      ['short', 'Password must be at least 8 characters'],
      ['password1', 'This password is too common. Please choose a less predictable one.'],
    ]) {
      const response = await call('PUT', '/api/user/password', {
        cookie: account.cookie,
        payload: { current_password: A_GOOD_PASSWORD, new_password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const missing = await call('PUT', '/api/user/password', {
      cookie: account.cookie,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('changes the password, ends every other session, keeps this one and e-mails a notice', async () => {
    const account = await signUp('pw-change');
    const phone = await signIn(account.username);
    const since = smtp.mails.length;
    const response = await call('PUT', '/api/user/password', {
      cookie: account.cookie,
      payload: { current_password: A_GOOD_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_CHANGED_MESSAGE });
    expect([await sessionStatus(account.cookie), await sessionStatus(phone)]).toEqual([200, 401]);
    const login = await call('POST', '/api/login', {
      payload: { username: account.username, password: A_GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(await sessionStatus(await signIn(account.username, NEW_PASSWORD))).toBe(200);
    const notice = await mailTo(account.email, since);
    expect(notice.subject).toBe('Your Schengen Tracker password was changed');
  }, 60_000);
});

describe('PUT /api/user/profile with a new e-mail address', () => {
  it('needs the current password (400 without it or with a wrong one), changing nothing', async () => {
    const account = await signUp('mail-nopass');
    const without = await call('PUT', '/api/user/profile', {
      cookie: account.cookie,
      payload: profile(account, { email: 'mail-nopass@new.example', first_name: 'Changed' }),
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(CURRENT_PASSWORD_REQUIRED_MESSAGE);
    const wrong = await call('PUT', '/api/user/profile', {
      cookie: account.cookie,
      payload: profile(account, {
        email: 'mail-nopass@new.example',
        current_password: 'not-my-password-1',
      }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_CURRENT_PASSWORD_MESSAGE);
    const user = (await call('GET', '/api/user', { cookie: account.cookie })).json();
    expect(user).toMatchObject({ email: account.email, first_name: null, pending_email: null });
  });

  it('notifies the old address, sends a link to the new one, and keeps reminders on the old one until it is opened', async () => {
    const account = await signUp('mail-move');
    const newEmail = 'mail-move@new.example';
    const since = smtp.mails.length;
    const saved = await call('PUT', '/api/user/profile', {
      cookie: account.cookie,
      payload: profile(account, { email: newEmail, current_password: A_GOOD_PASSWORD }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: account.email, pending_email: newEmail });

    const notice = await mailTo(account.email, since);
    expect(notice.subject).toBe('Your Schengen Tracker email address is being changed');
    expect(String(notice.text)).not.toContain('/confirm-email');
    const confirmation = await mailTo(newEmail, since);
    const link = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(String(confirmation.text));
    expect(link).not.toBeNull();

    // Until the link is opened, the account (and so every reminder) keeps the old address.
    const [before] = (
      await db.query<{ email: string }>('SELECT email FROM auth.users WHERE id = $1', [account.id])
    ).rows;
    expect(before?.email).toBe(account.email);

    const bogus = await call('POST', '/api/confirm-email', { payload: { token: 'x'.repeat(43) } });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe(INVALID_EMAIL_CHANGE_TOKEN_MESSAGE);
    const confirmed = await call('POST', '/api/confirm-email', {
      payload: { token: decodeURIComponent(link![1]!) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: EMAIL_CHANGE_CONFIRMED_MESSAGE });
    const user = (await call('GET', '/api/user', { cookie: account.cookie })).json();
    expect(user).toMatchObject({ email: newEmail, pending_email: null });
    const again = await call('POST', '/api/confirm-email', {
      payload: { token: decodeURIComponent(link![1]!) },
    });
    expect(again.statusCode).toBe(400);
  }, 60_000);

  it('throttles saves that change the e-mail per account (429), not the other saves', async () => {
    const account = await signUp('mail-probe');
    const probes: LightMyRequestResponse[] = [];
    for (let i = 0; i < 4; i += 1) {
      probes.push(
        await call('PUT', '/api/user/profile', {
          cookie: account.cookie,
          payload: profile(account, {
            email: `someone-${i}@example.com`,
            current_password: A_GOOD_PASSWORD,
          }),
        }),
      );
    }
    expect(probes.slice(0, 3).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expectThrottled(probes[3]!, 'email address changes');
    const sameAddress = await call('PUT', '/api/user/profile', {
      cookie: account.cookie,
      payload: profile(account, { first_name: 'Still saves' }),
    });
    expect(sameAddress.statusCode).toBe(200);
  });

  it('throttles them per client address across accounts (429)', async () => {
    const ip = '203.0.113.77';
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const account = await signUp(`mail-ip-${i}`);
      const response = await call('PUT', '/api/user/profile', {
        ip,
        cookie: account.cookie,
        payload: profile(account, { email: `taken-probe-${i}@example.com` }),
      });
      answers.push(response.statusCode);
      if (i === 4) expectThrottled(response, 'email address changes');
    }
    // Without a password each save is refused (400), but still counted: a probe costs a try.
    expect(answers).toEqual([400, 400, 400, 400, 429]);
  });
});

describe('DELETE /api/user/sessions', () => {
  it('signs the account out on every device, this one too, and clears the cookie', async () => {
    const account = await signUp('everywhere');
    const phone = await signIn(account.username);
    const stranger = await signUp('not-everywhere');
    const response = await call('DELETE', '/api/user/sessions', { cookie: account.cookie });
    expect(response.statusCode).toBe(204);
    expect(response.cookies).toContainEqual(expect.objectContaining({ name: 'sid', value: '' }));
    expect([await sessionStatus(account.cookie), await sessionStatus(phone)]).toEqual([401, 401]);
    expect(await sessionStatus(stranger.cookie)).toBe(200);
  });
});

describe("an administrator's session", () => {
  it('lasts 8 hours at most (cookie and server) and ends after 15 idle minutes; a user keeps the long one', async () => {
    const account = await signUp('policy-admin');
    await db.query(`UPDATE auth.users SET role = 'admin' WHERE id = $1`, [account.id]);
    const login = await mfaSignIn(account.username);
    expect(login.statusCode).toBe(200);
    const adminCookie = login.cookies.find((c) => c.name === 'sid');
    expect(adminCookie?.maxAge).toBeLessThanOrEqual(8 * 3_600);
    expect(adminCookie?.maxAge).toBeGreaterThan(8 * 3_600 - 60);

    const user = await call('POST', '/api/login', {
      payload: { username: (await signUp('policy-user')).username, password: A_GOOD_PASSWORD },
    });
    expect(user.cookies.find((c) => c.name === 'sid')?.maxAge).toBeGreaterThan(720 * 3_600 - 60);

    // The admin's session key in Redis lives 15 minutes from its last use.
    const keys = (await stack.redis.keys()).filter((key) => key.includes(':session:'));
    expect(keys.length).toBeGreaterThan(0);
    const redis = new Redis(stack.redis.url);
    try {
      const ttls = await Promise.all(keys.map((key) => redis.pttl(key)));
      expect(Math.min(...ttls)).toBeLessThanOrEqual(15 * 60_000);
      expect(Math.min(...ttls)).toBeGreaterThan(14 * 60_000);
    } finally {
      redis.disconnect();
    }
  });
});

describe("an administrator's sign-in (second factor)", () => {
  it('opens no session after the password: enrolment with a QR code, behind a short HttpOnly challenge cookie', async () => {
    const account = await signUp('mfa-first');
    await db.query(`UPDATE auth.users SET role = 'admin' WHERE id = $1`, [account.id]);
    const { response } = await passwordStep(account.username);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      mfa_required: true,
      enrolment: {
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        otpauth_url: expect.stringMatching(/^otpauth:\/\/totp\//),
        qr_code: expect.stringMatching(/^data:image\/png;base64,/),
      },
    });
    expect(response.cookies.map((c) => c.name)).toEqual(['mfa']);
    expect(response.cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: 300 });
    // The challenge is no session.
    const challenge = `mfa=${response.cookies[0]!.value}`;
    expect((await call('GET', '/api/user', { cookie: challenge })).statusCode).toBe(401);
  });

  it('refuses the code step without a challenge (401), a malformed code (400) and a wrong one (401)', async () => {
    const account = await signUp('mfa-wrong');
    await db.query(`UPDATE auth.users SET role = 'admin' WHERE id = $1`, [account.id]);
    const none = await call('POST', '/api/login/mfa', { payload: { code: '123456' } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({
      code: 'AUTH_MFA_EXPIRED',
      message: MFA_CHALLENGE_EXPIRED_MESSAGE,
    });
    const { cookie } = await passwordStep(account.username);
    const malformed = await call('POST', '/api/login/mfa', { cookie, payload: { code: '12ab' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MFA_CODE_FORMAT_MESSAGE);
    const wrong = await call('POST', '/api/login/mfa', { cookie, payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'AUTH_MFA_INVALID',
      message: MFA_CODE_INVALID_MESSAGE,
    });
    expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('enrols with the first code: the admin area opens, and ten recovery codes are shown once; each works once', async () => {
    const account = await signUp('mfa-enrol');
    await db.query(`UPDATE auth.users SET role = 'admin' WHERE id = $1`, [account.id]);
    const enrolled = await mfaSignIn(account.username);
    expect(enrolled.statusCode).toBe(200);
    const body = enrolled.json() as { user: { id: string }; recovery_codes: string[] };
    expect(body.user.id).toBe(account.id);
    expect(body.recovery_codes).toHaveLength(10);
    const cookie = sessionCookie(enrolled);
    expect((await call('GET', '/api/admin/stats', { cookie })).statusCode).toBe(200);
    expect(enrolled.cookies).toContainEqual(expect.objectContaining({ name: 'mfa', value: '' }));

    // Later sign-ins ask for a code only; a recovery code works once.
    const { response, cookie: challenge } = await passwordStep(account.username);
    expect(response.json()).toEqual({ mfa_required: true, enrolment: null });
    const recovered = await call('POST', '/api/login/mfa', {
      cookie: challenge,
      payload: { code: body.recovery_codes[0] },
    });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().recovery_codes).toBeNull();
    const { cookie: again } = await passwordStep(account.username);
    const reused = await call('POST', '/api/login/mfa', {
      cookie: again,
      payload: { code: body.recovery_codes[0] },
    });
    expect(reused.statusCode).toBe(401);
  });

  it('leaves a traveller’s sign-in to one step', async () => {
    const account = await signUp('mfa-traveller');
    const login = await call('POST', '/api/login', {
      payload: { username: account.username, password: A_GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id: account.id });
    expect(login.cookies.map((c) => c.name)).toEqual(['sid']);
  });
});
