/**
 * The admin console through the gateway over HTTP (SPEC §2, §6, §7), against the real auth,
 * travel, notification and reporting services: the authorisation matrix of every /api/admin/*
 * route, the stats from the read model (converging after events), the user details, deletions,
 * the clean-up, the bulk e-mail, the users CSV and the audit log.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import type { InjectOptions } from 'fastify';
import { Client } from 'pg';

import type { AdminStatsDto } from '@app/contracts';
import { A_GOOD_PASSWORD } from '@app/testing';

import { type TestStack, sessionCookie, startTestStack } from './support/test-stack';

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

async function login(stack: TestStack, username: string): Promise<string> {
  const response = await stack.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: A_GOOD_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
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

  beforeAll(async () => {
    stack = await startTestStack({ RATE_LIMIT_SIGN_UP_PER_IP: '50' });
    const registered = await register(stack, 'theadmin');
    cli('auth', stack, ['promote', 'theadmin']);
    admin = { cookie: await login(stack, 'theadmin'), id: registered.id };
    user = await register(stack, 'plainuser');
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
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
});
