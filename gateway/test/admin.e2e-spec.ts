/**
 * The admin console through the gateway over HTTP (SPEC §2, §6, §7), against the real auth,
 * travel, notification and reporting services: the authorisation matrix of every /api/admin/*
 * route, the stats from the read model (converging after events), the user details, deletions,
 * the clean-up, the bulk e-mail (at the scale of 'Select All', delivered to an SMTP catcher in
 * this process), the users CSV and the audit log.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

import type { InjectOptions } from 'fastify';
import { simpleParser } from 'mailparser';
import { Client } from 'pg';

import {
  BULK_EMAIL_BODY_LIMIT_BYTES,
  BULK_EMAIL_MAX_USERS,
  BULK_EMAIL_MESSAGE_MAX_LENGTH,
  MESSAGE_TOO_LONG_MESSAGE,
  TOO_MANY_USERS_MESSAGE,
  type AdminStatsDto,
} from '@app/contracts';
import { A_GOOD_PASSWORD } from '@app/testing';

import { BODY_LIMIT_BYTES } from '../src/http/configure-http';

import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from './support/smtp-catcher';
import { type TestStack, sessionCookie, signInAsAdmin, startTestStack } from './support/test-stack';

const root = path.resolve(__dirname, '../..');
const NO_ID = '00000000-0000-4000-8000-000000000000';

function cli(service: string, stack: TestStack, args: string[]): void {
  const run = spawnSync(
    process.execPath,
    [path.join(root, `services/${service}/dist/cli.js`), ...args],
    { env: { ...process.env, DATABASE_URL: stack.database.url }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`${service} ${args.join(' ')}: ${run.stderr}${run.stdout}`);
}

async function register(
  stack: TestStack,
  username: string,
): Promise<{ cookie: string; id: string }> {
  const response = await stack.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, email: `${username}@example.com`, password: A_GOOD_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return { cookie: sessionCookie(response), id: response.json().id };
}

const call = (
  stack: TestStack,
  method: InjectOptions['method'],
  url: string,
  cookie?: string,
  payload?: object,
) =>
  stack.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** Reads the stats until `done` holds (the read model follows the events shortly after). */
async function statsWhen(
  stack: TestStack,
  cookie: string,
  done: (stats: AdminStatsDto) => boolean,
): Promise<AdminStatsDto> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await call(stack, 'GET', '/api/admin/stats', cookie);
    expect(response.statusCode).toBe(200);
    const stats = response.json() as AdminStatsDto;
    if (done(stats)) return stats;
    if (Date.now() > deadline) throw new Error(`The read model never converged: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('/api/admin/*', () => {
  let stack: TestStack;
  let admin: { cookie: string; id: string };
  let user: { cookie: string; id: string };
  let smtp: SmtpCatcher;
  let mails: CaughtMail[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    mails = smtp.mails;
    stack = await startTestStack(
      // The bulk send below waits for its e-mails: a budget well above the service's wait.
      { RATE_LIMIT_SIGN_UP_PER_IP: '50', ADMIN_BATCH_RPC_TIMEOUT_MS: '150000' },
      {
        SMTP_URL: smtp.url,
        EMAIL_WORKER_CONCURRENCY: '16',
        // Long enough for every e-mail of the bulk send to be delivered on a slow machine.
        BULK_EMAIL_WAIT_MS: '120000',
      },
    );
    const registered = await register(stack, 'theadmin');
    cli('auth', stack, ['promote', 'theadmin']);
    admin = { cookie: await signInAsAdmin(stack, 'theadmin'), id: registered.id };
    user = await register(stack, 'plainuser');
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  const routes: [InjectOptions['method'], string, object?][] = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/users/ids'],
    ['GET', '/api/admin/users.csv'],
    ['GET', `/api/admin/users/${NO_ID}/entries`],
    ['DELETE', `/api/admin/users/${NO_ID}`],
    ['DELETE', `/api/admin/users/${NO_ID}/entries/${NO_ID}`],
    ['POST', '/api/admin/send-email', { userIds: [NO_ID], subject: 'Hi', message: '<p>Hi</p>' }],
    ['POST', '/api/admin/cleanup-all-entries'],
  ];

  describe.each(routes)('%s %s', (method, url, payload) => {
    it('answers 401 when signed out', async () => {
      expect((await call(stack, method, url, undefined, payload)).statusCode).toBe(401);
    });

    it('answers 403 to a signed-in user who is not an admin', async () => {
      const response = await call(stack, method, url, user.cookie, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You are not authorised to use the admin area.');
    });

    it('lets an admin through', async () => {
      const response = await call(stack, method, url, admin.cookie, payload);
      // An unknown user or entry is a 404 for an admin, never a 401 or 403.
      expect([200, 204, 404]).toContain(response.statusCode);
    });
  });

  it('shows the users, their entries and activity from the read model, then forgets a deleted user', async () => {
    const traveller = await register(stack, 'traveller');
    for (const payload of [
      { entry_type: 'entry', entry_date: '2025-03-01', country: 'France', notes: '' },
      { entry_type: 'exit', entry_date: '2025-03-10', country: 'France', notes: '' },
    ]) {
      expect(
        (await call(stack, 'POST', '/api/travel-entries', traveller.cookie, payload)).statusCode,
      ).toBe(201);
    }
    const stats = await statsWhen(stack, admin.cookie, (s) =>
      s.users.some((u) => u.id === traveller.id && u.entry_count === 2),
    );
    expect(stats).toMatchObject({ total_users: 3, total_entries: 2, active_users_last_7_days: 3 });
    expect(stats.users.find((u) => u.id === traveller.id)).toMatchObject({
      username: 'traveller',
      email: 'traveller@example.com',
      last_entry_date: '2025-03-10',
    });

    const page = (await call(stack, 'GET', '/api/admin/stats?limit=2', admin.cookie)).json();
    expect(page.users).toHaveLength(2);
    const rest = (
      await call(stack, 'GET', `/api/admin/stats?limit=2&cursor=${page.next_cursor}`, admin.cookie)
    ).json();
    expect(rest.users).toHaveLength(1);
    expect(rest.next_cursor).toBeNull();
    const ids = (await call(stack, 'GET', '/api/admin/users/ids', admin.cookie)).json().ids;
    expect(new Set(ids)).toEqual(new Set([admin.id, user.id, traveller.id]));

    const details = await call(
      stack,
      'GET',
      `/api/admin/users/${traveller.id}/entries`,
      admin.cookie,
    );
    expect(details.statusCode).toBe(200);
    expect(details.json().user).toMatchObject({ id: traveller.id, username: 'traveller' });
    expect(details.json().entries).toHaveLength(2);

    const exitId = details.json().entries[1].id;
    expect(
      (
        await call(
          stack,
          'DELETE',
          `/api/admin/users/${traveller.id}/entries/${exitId}`,
          admin.cookie,
        )
      ).statusCode,
    ).toBe(204);
    await statsWhen(stack, admin.cookie, (s) =>
      s.users.some(
        (u) => u.id === traveller.id && u.entry_count === 1 && u.last_entry_date === '2025-03-01',
      ),
    );

    expect(
      (await call(stack, 'DELETE', `/api/admin/users/${traveller.id}`, admin.cookie)).statusCode,
    ).toBe(204);
    expect((await call(stack, 'GET', '/api/travel-entries', traveller.cookie)).statusCode).toBe(
      401,
    );
    const after = await statsWhen(stack, admin.cookie, (s) => s.total_users === 2);
    expect(after).toMatchObject({ total_entries: 0 });
    expect(after.users.map((u) => u.id)).not.toContain(traveller.id);
  });

  it('refuses to let an admin delete themself with 409', async () => {
    const response = await call(stack, 'DELETE', `/api/admin/users/${admin.id}`, admin.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'You cannot delete your own account from the admin console.',
    );
  });

  it('refuses a bad cursor, limit or locale with 400', async () => {
    expect((await call(stack, 'GET', '/api/admin/stats?limit=0', admin.cookie)).statusCode).toBe(
      400,
    );
    expect(
      (await call(stack, 'GET', '/api/admin/stats?cursor=bm9wZQ', admin.cookie)).statusCode,
    ).toBe(400);
    expect(
      (await call(stack, 'GET', '/api/admin/users.csv?timeZone=Mars/Base', admin.cookie))
        .statusCode,
    ).toBe(400);
  });

  it('downloads the users CSV with SPEC columns, local dates and a dated name', async () => {
    const response = await call(
      stack,
      'GET',
      '/api/admin/users.csv?locale=en-US&timeZone=America/New_York',
      admin.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="schengen-tracker-users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('ID,Username,Email,Created At,Entry Count,Last Entry Date');
    expect(
      lines.some((line) => line.startsWith(`${user.id},plainuser,plainuser@example.com,`)),
    ).toBe(true);
  });

  it('sends e-mail to the selected users, counting unknown ids as failures, and audits it', async () => {
    const response = await call(stack, 'POST', '/api/admin/send-email', admin.cookie, {
      userIds: [NO_ID],
      subject: ' News ',
      message: '<p>Hello</p>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ successCount: 0, failureCount: 1 });
    expect(
      (
        await call(stack, 'POST', '/api/admin/send-email', admin.cookie, {
          userIds: [],
          subject: 'x',
          message: '<p>x</p>',
        })
      ).statusCode,
    ).toBe(400);

    const db = new Client({ connectionString: stack.database.url });
    await db.connect();
    try {
      const audit = await db.query(
        `SELECT actor_id, action, target FROM reporting.admin_audit_log WHERE action = 'email.sent'`,
      );
      expect(audit.rows).toContainEqual({
        actor_id: admin.id,
        action: 'email.sent',
        target: '1 users',
      });
    } finally {
      await db.end();
    }
  });

  describe('the bulk e-mail at the scale of Select All', () => {
    const BULK_USERS = 2_500;
    const UNKNOWN_IDS = 10_000;

    /** Accounts straight into auth's table (as auth's own CLI tests do): no sign-up per user. */
    async function seedUsers(count: number): Promise<string[]> {
      const db = new Client({ connectionString: stack.database.url });
      await db.connect();
      try {
        const inserted = await db.query<{ id: string }>(
          `INSERT INTO auth.users (username, email, password_hash)
           SELECT 'bulk' || n, 'bulk' || n || '@example.com', 'not-a-real-hash'
           FROM generate_series(1, $1::int) AS n
           RETURNING id`,
          [count],
        );
        return inserted.rows.map((row) => row.id);
      } finally {
        await db.end();
      }
    }

    const unknownIds = (count: number): string[] =>
      Array.from({ length: count }, () => randomUUID());

    it(`delivers one e-mail to each of ${BULK_USERS} selected users, resolved in chunks, counting ${UNKNOWN_IDS} unknown ids as failures`, async () => {
      const userIds = [...(await seedUsers(BULK_USERS)), ...unknownIds(UNKNOWN_IDS)];
      const before = mails.length;

      const response = await call(stack, 'POST', '/api/admin/send-email', admin.cookie, {
        userIds,
        subject: '  Service news ',
        message: '<h2>News</h2><p>Hello <strong>all</strong><script>alert(1)</script></p>',
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ successCount: BULK_USERS, failureCount: UNKNOWN_IDS });
      // Other tests' e-mails (an account-deleted confirmation) may arrive meanwhile.
      const caught = mails
        .slice(before)
        .filter((mail) => mail.to.some((to) => /^bulk\d+@example\.com$/.test(to)));
      const recipients = caught.flatMap((mail) => mail.to);
      expect(recipients).toHaveLength(BULK_USERS);
      expect(new Set(recipients)).toEqual(
        new Set(Array.from({ length: BULK_USERS }, (_, i) => `bulk${i + 1}@example.com`)),
      );
      const sample = await simpleParser(caught[0]!.raw);
      expect(sample.subject).toBe('Service news');
      expect(sample.html).toContain('<h2>News</h2>');
      expect(sample.html).not.toContain('<script');
    }, 180_000);

    it('takes a 3 MB selection on this route, while every other route keeps its 64 KiB limit', async () => {
      const userIds = unknownIds(77_000);
      const body = JSON.stringify({ userIds, subject: 'Hi', message: '<p>Hi</p>' });
      expect(Buffer.byteLength(body)).toBeGreaterThan(3_000_000);
      const accepted = await stack.inject({
        method: 'POST',
        url: '/api/admin/send-email',
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        payload: body,
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ successCount: 0, failureCount: userIds.length });

      const elsewhere = await stack.inject({
        method: 'POST',
        url: '/api/travel-entries',
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({
          entry_type: 'entry',
          entry_date: '2025-03-01',
          notes: 'x'.repeat(100 * 1024),
        }),
      });
      expect(BODY_LIMIT_BYTES).toBe(64 * 1024);
      expect(elsewhere.statusCode).toBe(413);
      expect(elsewhere.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });

      const tooLarge = await stack.inject({
        method: 'POST',
        url: '/api/admin/send-email',
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({
          userIds: [],
          subject: 'Hi',
          message: 'x'.repeat(BULK_EMAIL_BODY_LIMIT_BYTES),
        }),
      });
      expect(tooLarge.statusCode).toBe(413);

      // Without a session the large body is not even read: 401 before the body limit applies.
      const signedOut = await stack.inject({
        method: 'POST',
        url: '/api/admin/send-email',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
      const staleSession = await stack.inject({
        method: 'POST',
        url: '/api/admin/send-email',
        headers: { cookie: 'sid=not-a-live-session', 'content-type': 'application/json' },
        payload: body,
      });
      expect(staleSession.statusCode).toBe(401);
    }, 60_000);

    it('refuses a selection over the maximum and an over-long message with a clear 400', async () => {
      const tooMany = await call(stack, 'POST', '/api/admin/send-email', admin.cookie, {
        userIds: unknownIds(BULK_EMAIL_MAX_USERS + 1),
        subject: 'Hi',
        message: '<p>Hi</p>',
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe(TOO_MANY_USERS_MESSAGE);

      const tooLong = await call(stack, 'POST', '/api/admin/send-email', admin.cookie, {
        userIds: [user.id],
        subject: 'Hi',
        message: `<p>${'x'.repeat(BULK_EMAIL_MESSAGE_MAX_LENGTH)}</p>`,
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe(MESSAGE_TOO_LONG_MESSAGE);
    }, 60_000);
  });
});
