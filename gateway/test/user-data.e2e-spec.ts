/**
 * The user's own data through the gateway over HTTP, against every real service (issue #17):
 * "Download everything we hold about you" compared with the rows of each service's database, the
 * travel CSV of the same call, the `product_updates` preference honoured by the admin's bulk
 * e-mail (whose one-click link turns only it off), the travel settings kept per account, and the
 * passport dates the profile refuses.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { simpleParser } from 'mailparser';
import { Client, types } from 'pg';

import {
  ETIAS_VALID_UNTIL_BEFORE_APPLIED_MESSAGE,
  INSURANCE_END_BEFORE_START_MESSAGE,
  PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE,
  PASSPORT_ISSUE_IN_FUTURE_MESSAGE,
  USER_DATA_EXPORT_FORMAT_VERSION,
  type UserDataExportDto,
  type UserDto,
} from '@app/contracts';
import { A_GOOD_PASSWORD, NO_TRAVEL_SETTINGS, waitUntil } from '@app/testing';

import { FakeStripeApi } from './support/fake-stripe-api';
import { type SmtpCatcher, startSmtpCatcher } from './support/smtp-catcher';
import { type TestStack, sessionCookie, signInAsAdmin, startTestStack } from './support/test-stack';

const root = path.resolve(__dirname, '../..');

let stack: TestStack;
let stripe: FakeStripeApi;
let smtp: SmtpCatcher;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  stack.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function register(username: string): Promise<{ cookie: string; user: UserDto }> {
  const response = await call('POST', '/api/register', undefined, {
    username,
    email: `${username}@example.com`,
    password: A_GOOD_PASSWORD,
  });
  expect(response.statusCode).toBe(201);
  return { cookie: sessionCookie(response), user: response.json() };
}

/** Rows straight from the stack's database: calendar days as written, timestamps as ISO text. */
async function rows(sql: string, values: unknown[]): Promise<Array<Record<string, unknown>>> {
  const db = new Client({
    connectionString: stack.database.url,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === types.builtins.DATE
          ? (value: string) => value
          : oid === types.builtins.TIMESTAMPTZ
            ? (value: string) => new Date(value).toISOString()
            : types.getTypeParser(oid, format ?? 'text')) as typeof types.getTypeParser,
    },
  });
  await db.connect();
  try {
    return (await db.query(sql, values)).rows;
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  stripe = await FakeStripeApi.start();
  stack = await startTestStack(
    { RATE_LIMIT_SIGN_UP_PER_IP: '50', ADMIN_BATCH_RPC_TIMEOUT_MS: '60000' },
    { ...stripe.env, SMTP_URL: smtp.url, BULK_EMAIL_WAIT_MS: '45000' },
  );
}, 90_000);

afterAll(async () => {
  await stack?.close();
  await stripe?.stop();
  await smtp?.close();
});

describe('GET /api/user/export', () => {
  it("holds every part of the user's data, as each service's database holds it, and nobody else's", async () => {
    const { cookie, user } = await register('exporter');
    const other = await register('bystander');

    // Travel: a completed visit and an ongoing one.
    expect(
      (
        await call('POST', '/api/travel-entries/visit', cookie, {
          entry_date: '2025-03-01',
          exit_date: '2025-03-10',
          country: 'France',
          notes: 'Paris',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call('POST', '/api/travel-entries', cookie, {
          entry_type: 'entry',
          entry_date: '2025-05-02',
          country: 'Italy',
          notes: '',
        })
      ).statusCode,
    ).toBe(201);
    await call('POST', '/api/travel-entries/visit', other.cookie, {
      entry_date: '2025-01-01',
      exit_date: '2025-01-02',
    });
    // Residence permits and long-stay visas (issue #22), the other account's too.
    for (const [who, period] of [
      [
        cookie,
        { from: '2025-03-01', to: '2026-02-28', issuing_state: 'France', kind: 'residence_permit' },
      ],
      [
        cookie,
        { from: '2024-01-01', to: '2024-06-30', issuing_state: 'Italy', kind: 'long_stay_visa' },
      ],
      [
        other.cookie,
        { from: '2025-01-01', to: '2025-12-31', issuing_state: 'Spain', kind: 'long_stay_visa' },
      ],
    ] as const) {
      expect((await call('POST', '/api/excluded-periods', who, period)).statusCode).toBe(201);
    }
    // Profile, preferences and travel settings.
    expect(
      (
        await call('PUT', '/api/user/profile', cookie, {
          first_name: 'Ex',
          last_name: 'Porter',
          email: user.email,
          timezone: 'Europe/Paris',
          passport_issue_date: '2020-02-29',
          passport_expiry_date: '2030-02-28',
          email_reminders: true,
          weekly_summaries: false,
          product_updates: false,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PATCH', '/api/user/travel-settings', cookie, {
          ees_registered: true,
          insurance_start_date: '2025-01-01',
          insurance_end_date: '2025-12-31',
        })
      ).statusCode,
    ).toBe(200);
    // A donation, paid at (the fake of) Stripe and confirmed by the browser's success call.
    const created = await call('POST', '/api/create-payment-intent', cookie, {
      amount: 500,
      productCode: 'espresso',
    });
    const intent = stripe.succeed(stripe.intentOf(created.json().clientSecret));
    expect(
      (await call('POST', '/api/donation/success', cookie, { paymentIntentId: intent.id }))
        .statusCode,
    ).toBe(200);
    // Auth learns of the donation from billing's event (has_donated): the export is compared with
    // what each database holds, so it is read once that event has landed.
    await waitUntil('auth to record the donation', async () => {
      const [held] = await rows('SELECT has_donated FROM auth.users WHERE id = $1', [user.id]);
      return held?.['has_donated'] === true;
    });
    // Scheduled e-mails as the morning scheduler records them (its own tests run it).
    await rows(
      `INSERT INTO notification.scheduled_emails (user_id, kind, period, created_at) VALUES
         ($1, 'weekly-summary', '2025-W10', '2025-03-03T08:00:00Z'),
         ($1, 'last-day-reminder', '2025-03-09', '2025-03-09T08:00:00Z'),
         ($2, 'weekly-summary', '2025-W10', '2025-03-03T08:00:00Z')`,
      [user.id, other.user.id],
    );

    const response = await call('GET', '/api/user/export', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const exported = response.json() as UserDataExportDto;
    expect(Object.keys(exported)).toEqual([
      'format_version',
      'exported_at',
      'profile',
      'email_preferences',
      'travellers',
      'traveller_details',
      'travel_entries',
      'excluded_periods',
      'donations',
      'scheduled_reminders',
    ]);
    expect(exported.format_version).toBe(USER_DATA_EXPORT_FORMAT_VERSION);
    expect(exported.exported_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    // Auth: every column of the account but the password hash, under its own name.
    const [account] = await rows('SELECT * FROM auth.users WHERE id = $1', [user.id]);
    // Never exported: credentials (the password's hash, the second factor's secret, last code and
    // recovery codes' hashes) and a pending e-mail change's bookkeeping (its link's hash, id and
    // expiry; the pending address itself is in the profile).
    const {
      password_hash: _hash,
      mfa_secret: _secret,
      mfa_last_time_step: _step,
      mfa_recovery_code_hashes: _codes,
      pending_email_token_hash: _token,
      pending_email_request_id: _request,
      pending_email_expires_at: _expiry,
      ...held
    } = account!;
    expect({ ...exported.profile, ...exported.email_preferences }).toEqual(held);
    expect(exported.profile).toMatchObject({ first_name: 'Ex', ees_registered: true });
    expect(exported.email_preferences).toEqual({
      email_reminders: true,
      weekly_summaries: false,
      product_updates: false,
      reset_notifications: false,
    });
    expect(JSON.stringify(exported)).not.toMatch(/argon2|password/i);

    // Travel: every record, as stored.
    expect(exported.travel_entries).toEqual(
      await rows(
        'SELECT * FROM travel.travel_entries WHERE user_id = $1 ORDER BY entry_date, created_at',
        [user.id],
      ),
    );
    expect(exported.travel_entries).toHaveLength(3);
    // Travellers: the account's, each with its id, name and role.
    expect(exported.travellers).toEqual(
      await rows(
        `SELECT id, name, is_account_holder FROM travel.travellers WHERE user_id = $1
          ORDER BY is_account_holder DESC, created_at, id`,
        [user.id],
      ),
    );
    expect(exported.travellers).toHaveLength(1);
    // And their details (passport dates, nationality note, reminder switch): the other columns of
    // their rows (the account holder's reminders are the profile's: on, as their column).
    expect(exported.traveller_details).toEqual(
      await rows(
        `SELECT id AS traveller_id, to_char(passport_issue_date, 'YYYY-MM-DD') AS passport_issue_date,
                to_char(passport_expiry_date, 'YYYY-MM-DD') AS passport_expiry_date, nationality_note,
                email_reminders
           FROM travel.travellers WHERE user_id = $1 ORDER BY is_account_holder DESC, created_at, id`,
        [user.id],
      ),
    );
    expect(exported.traveller_details).toHaveLength(1);
    // Excluded periods: every column but the account's id and creation time.
    expect(exported.excluded_periods).toEqual(
      await rows(
        `SELECT id, traveller_id, to_char(from_date, 'YYYY-MM-DD') AS "from",
                to_char(to_date, 'YYYY-MM-DD') AS "to", issuing_state, kind
           FROM travel.excluded_periods WHERE user_id = $1 ORDER BY from_date, created_at, id`,
        [user.id],
      ),
    );
    expect(exported.excluded_periods.map((period) => period.from)).toEqual([
      '2024-01-01',
      '2025-03-01',
    ]);

    // Billing: the donation, in pence.
    const donations = await rows('SELECT * FROM billing.donations WHERE user_id = $1', [user.id]);
    expect(donations).toHaveLength(1);
    expect(exported.donations).toEqual(
      donations.map((row) => ({
        id: row['id'],
        payment_intent_id: row['payment_intent_id'],
        product_code: row['product_code'],
        amount_pence: row['amount_pence'],
        currency: row['currency'],
        donated_at: row['recorded_at'],
      })),
    );
    expect(exported.donations[0]).toMatchObject({ product_code: 'espresso', amount_pence: 500 });

    // Notification: the scheduled reminders and summaries.
    expect(exported.scheduled_reminders).toEqual(
      (
        await rows(
          'SELECT kind, period, traveller_id, created_at FROM notification.scheduled_emails WHERE user_id = $1 ORDER BY created_at',
          [user.id],
        )
      ).map((row) => ({
        kind: row['kind'],
        period: row['period'],
        traveller_id: row['traveller_id'],
        scheduled_at: row['created_at'],
      })),
    );
    expect(exported.scheduled_reminders).toHaveLength(2);

    // Nothing of the other account.
    expect(JSON.stringify(exported)).not.toContain(other.user.id);
  });

  it("carries each traveller's reminder switch, the account holder's the profile's email_reminders", async () => {
    const { cookie, user } = await register('remindexporter');
    const [holder] = (await call('GET', '/api/travellers', cookie)).json();
    const sam = (await call('POST', '/api/travellers', cookie, { name: 'Sam' })).json();
    const kim = (await call('POST', '/api/travellers', cookie, { name: 'Kim' })).json();
    const off = await call('PUT', `/api/travellers/${sam.id}/details`, cookie, {
      email_reminders: false,
    });
    expect(off.statusCode).toBe(200);
    const mine = await call('PUT', `/api/travellers/${holder.id}/details`, cookie, {
      email_reminders: false,
    });
    expect(mine.statusCode).toBe(200);

    const exported = (await call('GET', '/api/user/export', cookie)).json() as UserDataExportDto;
    expect(exported.email_preferences.email_reminders).toBe(false);
    expect(
      exported.traveller_details.map(({ traveller_id, email_reminders }) => ({
        traveller_id,
        email_reminders,
      })),
    ).toEqual([
      { traveller_id: holder.id, email_reminders: false },
      { traveller_id: sam.id, email_reminders: false },
      { traveller_id: kim.id, email_reminders: true },
    ]);
    // Travel keeps no switch of its own for the account holder.
    expect(
      await rows('SELECT email_reminders FROM travel.travellers WHERE id = $1', [holder.id]),
    ).toEqual([{ email_reminders: true }]);
    expect(user.email_reminders).toBe(true);
  });

  it('answers the travel entries as the very CSV of the Travel History export with ?format=csv', async () => {
    const { cookie } = await register('csvexporter');
    await call('POST', '/api/travel-entries/visit', cookie, {
      entry_date: '2025-04-01',
      exit_date: '2025-04-03',
      country: 'Spain',
      notes: '=cmd',
    });
    const csv = await call('GET', '/api/user/export?format=csv', cookie);
    const reports = await call('GET', '/api/reports/travel.csv', cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(reports.headers['content-disposition']);
    expect(csv.rawPayload.equals(reports.rawPayload)).toBe(true);
    expect(csv.body).toContain('Country,Notes,Date of Entry,Date of Exit,Number of Days');
    expect(csv.body).toContain('Spain');
  });

  it('refuses an unknown format with 400, and a signed-out export with 401', async () => {
    const { cookie } = await register('formats');
    const unknown = await call('GET', '/api/user/export?format=xml', cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      statusCode: 400,
      message: "format must be 'json' or 'csv'",
    });
    expect((await call('GET', '/api/user/export')).statusCode).toBe(401);
  });
});

describe('product updates', () => {
  it('are on by default, shown with the profile and saved with it', async () => {
    const { cookie, user } = await register('announced');
    expect(user.product_updates).toBe(true);
    const saved = await call('PUT', '/api/user/profile', cookie, {
      email: user.email,
      email_reminders: true,
      weekly_summaries: true,
      product_updates: false,
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/user', cookie)).json()).toMatchObject({
      product_updates: false,
      email_reminders: true,
    });
  });

  it("are honoured by the admin's bulk e-mail, whose one-click link turns off only them", async () => {
    await register('announcer');
    const promote = spawnSync(
      process.execPath,
      [path.join(root, 'services/auth/dist/cli.js'), 'promote', 'announcer'],
      { env: { ...process.env, DATABASE_URL: stack.database.url }, encoding: 'utf8' },
    );
    expect(promote.status).toBe(0);
    const adminCookie = await signInAsAdmin(stack, 'announcer');
    const keen = await register('keenreader');
    const declined = await register('declined');
    await call('PUT', '/api/user/profile', declined.cookie, {
      email: declined.user.email,
      email_reminders: true,
      weekly_summaries: true,
      product_updates: false,
    });

    const before = smtp.mails.length;
    const sent = await call('POST', '/api/admin/send-email', adminCookie, {
      userIds: [keen.user.id, declined.user.id],
      subject: 'A new feature',
      message: '<p>Have a look</p>',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ successCount: 1, failureCount: 0, skippedCount: 1 });
    const received = smtp.mails.slice(before).filter((mail) => mail.to.length > 0);
    expect(received.flatMap((mail) => mail.to)).toEqual([keen.user.email]);

    // The link in the e-mail turns off product updates alone; the safety reminders stay on.
    const parsed = await simpleParser(received[0]!.raw);
    const header = parsed.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '';
    const link = /<(https?:\/\/[^>]+)>/.exec(header.replace(/\r?\n[ \t]+/g, ' '))?.[1];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link!);
    const unsubscribed = await stack.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.json()).toEqual({ ok: true, preference: 'product_updates' });
    expect((await call('GET', '/api/user', keen.cookie)).json()).toMatchObject({
      product_updates: false,
      email_reminders: true,
      weekly_summaries: true,
    });
  }, 90_000);
});

describe('PATCH /api/user/travel-settings', () => {
  it('keeps the settings with the account: another account on the same browser never sees them', async () => {
    const first = await register('firstoncomputer');
    const updated = await call('PATCH', '/api/user/travel-settings', first.cookie, {
      ees_registered: true,
      ees_notice_shown: true,
      etias_applied_date: '2026-01-05',
      etias_received: true,
      etias_valid_until: '2029-01-04',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ees_registered: true, etias_received: true });
    expect((await call('GET', '/api/user', first.cookie)).json()).toMatchObject({
      ees_registered: true,
      ees_notice_shown: true,
      etias_applied_date: '2026-01-05',
      etias_valid_until: '2029-01-04',
    });
    // The same browser signs out and another account signs in.
    await call('POST', '/api/logout', first.cookie);
    const second = await register('secondoncomputer');
    expect((await call('GET', '/api/user', second.cookie)).json()).toMatchObject(
      NO_TRAVEL_SETTINGS,
    );
  });

  it('refuses a period that ends before it starts with 400 and a message to act on, saving nothing', async () => {
    const { cookie } = await register('backwards');
    await call('PATCH', '/api/user/travel-settings', cookie, {
      insurance_start_date: '2025-06-01',
    });
    const refused = await call('PATCH', '/api/user/travel-settings', cookie, {
      insurance_end_date: '2025-05-31',
      ees_registered: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      statusCode: 400,
      message: INSURANCE_END_BEFORE_START_MESSAGE,
    });
    const etias = await call('PATCH', '/api/user/travel-settings', cookie, {
      etias_applied_date: '2026-02-01',
      etias_valid_until: '2026-01-01',
    });
    expect(etias.json()).toMatchObject({ message: ETIAS_VALID_UNTIL_BEFORE_APPLIED_MESSAGE });
    expect((await call('GET', '/api/user', cookie)).json()).toMatchObject({
      insurance_start_date: '2025-06-01',
      insurance_end_date: null,
      ees_registered: false,
      etias_applied_date: null,
    });
  });

  it('refuses malformed fields with 400, a signed-out call with 401', async () => {
    const { cookie } = await register('malformed');
    for (const body of [
      { insurance_start_date: '2025-02-30' },
      { ees_registered: 'yes' },
      { email: 'x@example.com' },
    ]) {
      expect((await call('PATCH', '/api/user/travel-settings', cookie, body)).statusCode).toBe(400);
    }
    expect(
      (await call('PATCH', '/api/user/travel-settings', undefined, { ees_registered: true }))
        .statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/user/profile: passport dates', () => {
  it('refuses an issue date in the future or after the expiry with 400 and changes nothing', async () => {
    const { cookie, user } = await register('passporter');
    const profile = {
      email: user.email,
      email_reminders: true,
      weekly_summaries: true,
      passport_issue_date: '2020-02-29',
      passport_expiry_date: '2030-02-28',
    };
    expect((await call('PUT', '/api/user/profile', cookie, profile)).statusCode).toBe(200);
    const future = await call('PUT', '/api/user/profile', cookie, {
      ...profile,
      passport_issue_date: '2999-01-01',
      passport_expiry_date: '3009-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      statusCode: 400,
      message: PASSPORT_ISSUE_IN_FUTURE_MESSAGE,
    });
    const backwards = await call('PUT', '/api/user/profile', cookie, {
      ...profile,
      passport_issue_date: '2021-06-01',
      passport_expiry_date: '2021-05-31',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE });
    expect((await call('GET', '/api/user', cookie)).json()).toMatchObject({
      passport_issue_date: '2020-02-29',
      passport_expiry_date: '2030-02-28',
    });
  });
});
