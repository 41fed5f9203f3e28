/**
 * Level-change e-mails through the whole product (issue #17): travel entries recorded over HTTP
 * as SPEC §7 does it (one call for the entry, one for the exit), against the real auth, travel,
 * notification and e-mail worker processes, with an SMTP catcher in this process. The settle
 * window is 1 s here (production: 60 s), through the same code path.
 */
import { Queue } from 'bullmq';
import { Client } from 'pg';

import { bullPrefix, EMAIL_QUEUE } from '@app/contracts';
import { A_GOOD_PASSWORD, freePort, SmtpCatcher } from '@app/testing';

import { type TestStack, sessionCookie, startTestStack } from './support/test-stack';

let stack: TestStack;
let smtp: SmtpCatcher;
let emails: Queue;
let database: Client;

beforeAll(async () => {
  smtp = await SmtpCatcher.start(await freePort());
  stack = await startTestStack(
    { RATE_LIMIT_SIGN_UP_PER_IP: '50' },
    { SMTP_URL: smtp.url, COMPLIANCE_SETTLE_MS: '1000' },
  );
  emails = new Queue(EMAIL_QUEUE, {
    connection: { url: stack.redis.url },
    prefix: bullPrefix(stack.redis.keyPrefix),
  });
  database = new Client({ connectionString: stack.database.url });
  await database.connect();
}, 120_000);

afterAll(async () => {
  await database?.end();
  await emails?.close();
  await stack?.close();
  await smtp?.stop();
});

async function traveller(username: string): Promise<{ id: string; cookie: string }> {
  const response = await stack.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, email: `${username}@example.com`, password: A_GOOD_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().id, cookie: sessionCookie(response) };
}

/** `POST /api/travel-entries`: one record, as the SPA sends it (SPEC §7). */
async function record(
  cookie: string,
  entryType: 'entry' | 'exit',
  entryDate: string,
  travellerId?: string,
): Promise<void> {
  const response = await stack.inject({
    method: 'POST',
    url: '/api/travel-entries',
    headers: { cookie },
    payload: {
      entry_type: entryType,
      entry_date: entryDate,
      country: 'France',
      notes: '',
      ...(travellerId === undefined ? {} : { traveller_id: travellerId }),
    },
  });
  expect(response.statusCode).toBe(201);
}

async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) {
      const caught = smtp.messages.map((mail) => [mail.envelopeTo, mail.parsed.subject]);
      throw new Error(`Never happened: ${what} (e-mails caught: ${JSON.stringify(caught)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the notification service has settled `changes` travel changes of the user's account
 * holder, or of another traveller of theirs (its level check ran after the window), and the
 * e-mail worker has finished every e-mail job.
 */
async function settled(
  userId: string,
  changes: number,
  travellerId: string | null = null,
): Promise<void> {
  await until(`${changes} changes of ${userId} settled`, async () => {
    const { rows } = await database.query<{ changes_seen: number; changes_settled: number }>(
      `SELECT changes_seen, changes_settled FROM notification.compliance_levels
        WHERE user_id = $1 AND traveller_id IS NOT DISTINCT FROM $2`,
      [userId, travellerId],
    );
    return rows[0]?.changes_seen === changes && rows[0].changes_settled === changes;
  });
  await until('every e-mail job finished', async () => {
    const open = await emails.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    return Object.values(open).every((count) => count === 0);
  });
}

/** The UTC date `days` days before now, YYYY-MM-DD. */
const utcDaysAgo = (days: number): string =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The subjects of the e-mails the catcher received for `address`. */
const subjectsTo = (address: string) =>
  smtp.messages
    .filter((mail) => mail.envelopeTo.includes(address))
    .map((mail) => mail.parsed.subject);

describe('level-change e-mails over the whole product', () => {
  it('sends nothing when a past visit is recorded as SPEC §7 does: the entry, then the exit', async () => {
    const { id, cookie } = await traveller('pastvisit');
    // For a moment the lone entry is an ongoing visit up to today: 180 days used.
    await record(cookie, 'entry', '2025-03-01');
    await record(cookie, 'exit', '2025-03-20');
    await settled(id, 2);
    expect(subjectsTo('pastvisit@example.com')).toEqual([]);
  });

  it('sends one e-mail for a genuine crossing into warning', async () => {
    const { id, cookie } = await traveller('crossing');
    // 75 days that end 10 days before today, whichever day the services' today (UTC) is.
    await record(cookie, 'entry', utcDaysAgo(84));
    await record(cookie, 'exit', utcDaysAgo(10));
    await settled(id, 2);
    expect(subjectsTo('crossing@example.com')).toEqual([
      "Caution: you've used 75 of your 90 Schengen days",
    ]);
  });

  it('names another traveller of the account in their e-mail and links to their dashboard (ADR 0034 part 5)', async () => {
    const { id, cookie } = await traveller('family');
    const created = await stack.inject({
      method: 'POST',
      url: '/api/travellers',
      headers: { cookie },
      payload: { name: 'Sam' },
    });
    expect(created.statusCode).toBe(201);
    const sam = created.json<{ id: string }>().id;
    await record(cookie, 'entry', utcDaysAgo(84), sam);
    await record(cookie, 'exit', utcDaysAgo(10), sam);
    await settled(id, 2, sam);
    expect(subjectsTo('family@example.com')).toEqual([
      'Caution: Sam has used 75 of their 90 Schengen days',
    ]);
    const [mail] = smtp.messages.filter((m) => m.envelopeTo.includes('family@example.com'));
    expect(mail?.parsed.text).toContain(
      'This e-mail is about Sam, one of the travellers on your account.',
    );
    expect(mail?.parsed.text).toContain(`/dashboard?traveller=${sam}`);
  });
});
