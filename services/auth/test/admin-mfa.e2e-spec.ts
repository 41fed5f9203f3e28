/**
 * Administrators' second factor in the auth service (ASVS 5.0 V6.3.3, V6.5.1-V6.5.5, issue #18):
 * TOTP (RFC 6238) enrolled at the first sign-in, codes accepted once, ten single-use recovery
 * codes stored hashed, the challenge's five tries, and `reset-mfa`.
 */
import { generate } from 'otplib';

import {
  AuthPatterns,
  MFA_CODE_INVALID_MESSAGE,
  type LoginResult,
  type MfaChallengeResult,
  type MfaSessionResult,
  type SessionResult,
} from '@app/contracts';

import { RecordedOutput } from '@app/testing';

import { runCli } from '../src/cli/run-cli';
import { MfaSecretBox } from '../src/mfa/mfa-secret-box';
import { startAuthService, type AuthTestService } from './support/auth-test-service';

let auth: AuthTestService;

beforeAll(async () => {
  auth = await startAuthService();
});

afterAll(async () => {
  await auth.close();
});

/** A fresh account with the admin role, and its password. */
async function anAdmin(): Promise<{ id: string; username: string; password: string }> {
  const { user, body } = await auth.register();
  await auth.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
  return { id: user.id, username: body.username, password: body.password };
}

async function passwordStep(admin: { username: string; password: string }) {
  const result = await auth.call<LoginResult>(AuthPatterns.Login, {
    username: admin.username,
    password: admin.password,
  });
  expect(result).toMatchObject({ mfaRequired: true });
  return result as MfaChallengeResult;
}

/** The TOTP code of `secret` now, by the service's clock. */
const codeOf = (secret: string) =>
  generate({ secret, epoch: Math.floor(auth.clock.now().getTime() / 1_000) });

const TOTP_STEP_MS = 30_000;

/** Moves the service's clock to the next 30-second step (a code is accepted once per step). */
const nextStep = () => auth.clock.advance(TOTP_STEP_MS);

// The clock follows real time: each test starts at the beginning of a 30-second step, so that the
// step cannot change between two calls that must fall in the same one (under load, an enrolment's
// argon2 hashing alone can take seconds).
beforeEach(() => {
  const now = auth.clock.now().getTime();
  auth.clock.setTo(new Date(Math.ceil(now / TOTP_STEP_MS) * TOTP_STEP_MS + 100));
});

const verify = (challengeId: string, code: string) =>
  auth.call<MfaSessionResult>(AuthPatterns.VerifyMfa, { challengeId, code });

async function enrolled(): Promise<{
  admin: { id: string; username: string; password: string };
  secret: string;
  recoveryCodes: string[];
}> {
  const admin = await anAdmin();
  const challenge = await passwordStep(admin);
  const secret = challenge.enrolment!.secret;
  const session = await verify(challenge.challengeId, await codeOf(secret));
  return { admin, secret, recoveryCodes: session.recoveryCodes! };
}

describe("an administrator's first sign-in", () => {
  it('opens no session after the password, and offers enrolment with a QR code', async () => {
    const admin = await anAdmin();
    const challenge = await passwordStep(admin);
    expect(challenge).not.toHaveProperty('sessionId');
    expect(challenge.challengeId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge.enrolment).toMatchObject({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauth_url: expect.stringMatching(/^otpauth:\/\/totp\/Schengen%20Tracker:/),
      qr_code: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const [row] = await auth.dataSource.query<Array<{ mfa_secret: string | null }>>(
      'SELECT mfa_secret FROM users WHERE id = $1',
      [admin.id],
    );
    expect(row?.mfa_secret).toBeNull();
  });

  it('enrols with the first code: an admin session and ten recovery codes, stored only as argon2id hashes', async () => {
    const admin = await anAdmin();
    const challenge = await passwordStep(admin);
    const secret = challenge.enrolment!.secret;
    await expect(verify(challenge.challengeId, '000000')).rejects.toMatchObject({
      code: 'AUTH_MFA_INVALID',
      status: 401,
      message: MFA_CODE_INVALID_MESSAGE,
    });
    const session = await verify(challenge.challengeId, await codeOf(secret));
    expect(session.user).toMatchObject({ id: admin.id, role: 'admin', login_count: 1 });
    expect(await auth.sessions.resolve(session.sessionId)).toMatchObject({
      userId: admin.id,
      idleTimeoutMs: 15 * 60_000,
    });
    expect(session.recoveryCodes).toHaveLength(10);
    expect(new Set(session.recoveryCodes).size).toBe(10);
    for (const code of session.recoveryCodes!) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const [row] = await auth.dataSource.query<
      Array<{ mfa_secret: string; mfa_recovery_code_hashes: string[] }>
    >('SELECT mfa_secret, mfa_recovery_code_hashes FROM users WHERE id = $1', [admin.id]);
    expect(row!.mfa_secret).not.toContain(secret);
    expect(new MfaSecretBox(auth.env.MFA_ENCRYPTION_KEY).open(row!.mfa_secret)).toBe(secret);
    expect(row!.mfa_recovery_code_hashes).toHaveLength(10);
    for (const hash of row!.mfa_recovery_code_hashes) expect(hash).toMatch(/^\$argon2id\$/);
    // The challenge is spent.
    await expect(verify(challenge.challengeId, await codeOf(secret))).rejects.toMatchObject({
      code: 'AUTH_MFA_EXPIRED',
    });
  });
});

describe("an enrolled administrator's sign-in", () => {
  it('asks for a code (no new enrolment), accepts each code only once and no code from the future', async () => {
    const { admin, secret } = await enrolled();
    const again = await passwordStep(admin);
    expect(again.enrolment).toBeNull();
    // The enrolment code's step is spent: the next step's code works, once.
    await expect(verify(again.challengeId, await codeOf(secret))).rejects.toMatchObject({
      code: 'AUTH_MFA_INVALID',
    });
    nextStep();
    const next = await codeOf(secret);
    await expect(verify(again.challengeId, next)).resolves.toMatchObject({
      user: { id: admin.id },
      recoveryCodes: null,
    });
    const third = await passwordStep(admin);
    await expect(verify(third.challengeId, next)).rejects.toMatchObject({
      code: 'AUTH_MFA_INVALID',
    });
    const future = await generate({
      secret,
      epoch: Math.floor(auth.clock.now().getTime() / 1_000) + 30,
    });
    await expect(verify(third.challengeId, future)).rejects.toMatchObject({
      code: 'AUTH_MFA_INVALID',
    });
  });

  it('accepts each recovery code once, in any case and without the hyphen', async () => {
    const { admin, recoveryCodes } = await enrolled();
    const [first, second] = recoveryCodes;
    const challenge = await passwordStep(admin);
    await expect(verify(challenge.challengeId, first!.toUpperCase())).resolves.toMatchObject({
      user: { id: admin.id },
    });
    const reuse = await passwordStep(admin);
    await expect(verify(reuse.challengeId, first!)).rejects.toMatchObject({
      code: 'AUTH_MFA_INVALID',
    });
    await expect(verify(reuse.challengeId, second!.replace('-', ''))).resolves.toMatchObject({
      user: { id: admin.id },
    });
    const [row] = await auth.dataSource.query<Array<{ count: number }>>(
      'SELECT cardinality(mfa_recovery_code_hashes) AS count FROM users WHERE id = $1',
      [admin.id],
    );
    expect(row?.count).toBe(8);
  });

  it('ends the challenge after five wrong codes: the password step must be taken again', async () => {
    const { admin, secret } = await enrolled();
    const challenge = await passwordStep(admin);
    for (let i = 0; i < 5; i += 1) {
      await expect(verify(challenge.challengeId, '000000')).rejects.toMatchObject({
        code: 'AUTH_MFA_INVALID',
      });
    }
    nextStep();
    await expect(verify(challenge.challengeId, await codeOf(secret))).rejects.toMatchObject({
      code: 'AUTH_MFA_EXPIRED',
    });
  });

  it('leaves a user’s sign-in as it was: a session at once', async () => {
    const { body } = await auth.register();
    const result = await auth.call<SessionResult>(AuthPatterns.Login, {
      username: body.username,
      password: body.password,
    });
    expect(result.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('cli.js reset-mfa <username>', () => {
  it('forgets the second factor and ends the sessions: the next sign-in enrols again', async () => {
    const { admin, secret } = await enrolled();
    const challenge = await passwordStep(admin);
    nextStep();
    const session = await verify(challenge.challengeId, await codeOf(secret));
    const output = new RecordedOutput();
    const env = envOf(auth);
    expect(await runCli(['reset-mfa', admin.username], { env, output })).toBe(0);
    expect(output.lines).toEqual([
      `The second factor of "${admin.username}" is reset: they set it up again at their next sign-in.`,
    ]);
    expect(await auth.sessions.resolve(session.sessionId)).toBeNull();
    const [row] = await auth.dataSource.query<Array<{ mfa_secret: string | null; count: number }>>(
      'SELECT mfa_secret, cardinality(mfa_recovery_code_hashes) AS count FROM users WHERE id = $1',
      [admin.id],
    );
    expect(row).toEqual({ mfa_secret: null, count: 0 });
    expect((await passwordStep(admin)).enrolment).not.toBeNull();

    const unknown = new RecordedOutput();
    expect(await runCli(['reset-mfa', 'nobody-here'], { env, output: unknown })).toBe(1);
  });
});

/** The variables of the test service, for the CLI. */
function envOf(service: AuthTestService): Record<string, string> {
  return {
    DATABASE_URL: service.env.DATABASE_URL,
    REDIS_URL: service.env.REDIS_URL,
    REDIS_KEY_PREFIX: service.env.REDIS_KEY_PREFIX,
    MFA_ENCRYPTION_KEY: service.env.MFA_ENCRYPTION_KEY ?? '',
  };
}
