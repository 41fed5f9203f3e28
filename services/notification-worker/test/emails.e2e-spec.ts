import { createHash, randomUUID } from 'node:crypto';

import type { ParsedMail } from 'mailparser';

import { EmailJobs, verifyUnsubscribeToken } from '@app/contracts';

import { messageIdFor } from '../src/mail/message-id';
import {
  PUBLIC_URL,
  startEmailWorkerHarness,
  UNSUBSCRIBE_SECRET,
  type EmailWorkerHarness,
} from './support/email-worker-harness';

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const inOneHour = (): string => new Date(Date.now() + 3_600_000).toISOString();

let harness: EmailWorkerHarness;

beforeAll(async () => {
  harness = await startEmailWorkerHarness();
});

afterAll(async () => {
  await harness.close();
});

/** A header as written (folding undone), or undefined. */
function headerValue(parsed: ParsedMail, key: string): string | undefined {
  const line = parsed.headerLines.find((header) => header.key === key)?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/** The one message sent to `to` (fails when there are none or several). */
function onlyMessageTo(to: string) {
  const found = harness.smtp.messages.filter((message) => message.envelopeTo.includes(to));
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe("'username-reminder-email'", () => {
  it('sends the username and a sign-in link, in an HTML and a text part', async () => {
    const jobId = `event.${randomUUID()}`;
    await harness.enqueue(
      EmailJobs.UsernameReminder,
      { userId: randomUUID(), to: 'ada@example.com', username: 'Ada.Lovelace' },
      jobId,
    );
    const job = await harness.settled(jobId);
    expect(job.returnvalue).toMatchObject({ status: 'sent' });

    const { parsed } = onlyMessageTo('ada@example.com');
    expect(parsed.subject).toBe('Your Schengen Tracker username');
    expect(parsed.from?.text).toBe('"Schengen Tracker" <no-reply@schengen-tracker.example>');
    expect(parsed.messageId).toBe(messageIdFor(jobId, 'schengen-tracker.example'));
    expect(parsed.html).toContain('Ada.Lovelace');
    expect(parsed.html).toContain(`href="${PUBLIC_URL}/auth"`);
    expect(parsed.text).toContain('Ada.Lovelace');
    expect(parsed.text).toContain(`${PUBLIC_URL}/auth`);
    expect(parsed.text).toContain('help@tracker.example');
  });
});

describe("'password-reset-email'", () => {
  it('e-mails a link whose token hashes to what was attached, and keeps the token nowhere', async () => {
    const requestId = randomUUID();
    harness.resets.open(requestId);
    const jobId = `event.${randomUUID()}`;
    await harness.enqueue(
      EmailJobs.PasswordReset,
      {
        userId: randomUUID(),
        to: 'grace@example.com',
        username: 'grace',
        requestId,
        expiresAt: inOneHour(),
      },
      jobId,
    );
    const job = await harness.settled(jobId);
    expect(job.returnvalue).toMatchObject({ status: 'sent' });

    const { parsed, raw } = onlyMessageTo('grace@example.com');
    expect(parsed.subject).toBe('Reset your Schengen Tracker password');
    const link = /https:\/\/tracker\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(
      parsed.text ?? '',
    );
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(parsed.html).toContain(`href="${PUBLIC_URL}/reset-password?token=${token}"`);
    expect(parsed.text).toContain('expires in 1 hour');
    expect(parsed.html).toContain('expires in 1 hour');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');

    expect(harness.resets.hashOf(requestId)).toBe(sha256Hex(token));
    // Nothing in Redis (the job, its result, the markers) holds the token.
    const stored = JSON.stringify({ data: job.data, returnvalue: job.returnvalue });
    expect(stored).not.toContain(token);
    for (const key of await harness.redis.keys()) {
      expect(key).not.toContain(token);
    }
  });

  it('sends nothing when auth refuses the token (request used, expired or unknown)', async () => {
    const jobId = `event.${randomUUID()}`;
    await harness.enqueue(
      EmailJobs.PasswordReset,
      {
        userId: randomUUID(),
        to: 'closed@example.com',
        username: 'closed',
        requestId: randomUUID(),
        expiresAt: inOneHour(),
      },
      jobId,
    );
    const job = await harness.settled(jobId);
    expect(job.returnvalue).toEqual({ status: 'skipped', reason: 'reset-request-closed' });
    expect(
      harness.smtp.messages.filter((m) => m.envelopeTo.includes('closed@example.com')),
    ).toEqual([]);
  });

  it('does not even ask auth once the link has expired', async () => {
    const requestId = randomUUID();
    harness.resets.open(requestId);
    const jobId = `event.${randomUUID()}`;
    await harness.enqueue(
      EmailJobs.PasswordReset,
      {
        userId: randomUUID(),
        to: 'late@example.com',
        username: 'late',
        requestId,
        expiresAt: new Date(Date.now() - 1_000).toISOString(),
      },
      jobId,
    );
    const job = await harness.settled(jobId);
    expect(job.returnvalue).toEqual({ status: 'skipped', reason: 'reset-request-expired' });
    expect(harness.resets.calls.filter((call) => call.requestId === requestId)).toEqual([]);
  });
});

describe("'account-deleted-email'", () => {
  it.each([
    ['self', 'As you asked'],
    ['admin', 'by an administrator'],
  ] as const)('confirms a deletion by %s', async (deletedBy, wording) => {
    const to = `deleted-${deletedBy}@example.com`;
    const jobId = `event.${randomUUID()}`;
    await harness.enqueue(
      EmailJobs.AccountDeleted,
      { userId: randomUUID(), to, username: 'linus', deletedBy },
      jobId,
    );
    await harness.settled(jobId);
    const { parsed } = onlyMessageTo(to);
    expect(parsed.subject).toBe('Your Schengen Tracker account has been deleted');
    expect(parsed.html).toContain(wording);
    expect(parsed.text).toContain(wording);
    expect(parsed.text).toContain('all your travel entries have been removed');
  });
});

describe("'bulk-admin-email'", () => {
  it('sends the stored, sanitised HTML, a text part and one-click unsubscribe from product updates', async () => {
    const userId = randomUUID();
    const batchId = randomUUID();
    const jobId = `bulk.${batchId}.${userId}`;
    await harness.storeBulkContent(batchId, {
      subject: 'EES starts soon',
      html: '<h2>EES</h2><p class="ql-indent-1">Read <a href="https://ec.europa.eu/ees">this</a><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a></p>',
    });
    await harness.enqueue(
      EmailJobs.BulkAdmin,
      { userId, to: 'bulk@example.com', username: 'bulk', batchId },
      jobId,
    );
    await harness.settled(jobId);
    const { parsed } = onlyMessageTo('bulk@example.com');
    expect(parsed.subject).toBe('EES starts soon');
    expect(parsed.html).toContain('<h2>EES</h2>');
    expect(parsed.html).toContain('<a href="https://ec.europa.eu/ees">this</a>');
    expect(parsed.html).toContain('style="padding-left:3em"');
    expect(parsed.html).not.toMatch(/script|onerror|javascript:/i);
    expect(parsed.text).toContain('EES');
    expect(parsed.text).toContain('this <https://ec.europa.eu/ees>');
    expect(parsed.text).not.toMatch(/alert|<p|<h2/);

    expect(headerValue(parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const match =
      /^<(https:\/\/tracker\.example\/api\/unsubscribe\?token=([^>]+))>, <mailto:help@tracker\.example\?subject=unsubscribe>$/.exec(
        headerValue(parsed, 'list-unsubscribe') ?? '',
      );
    expect(match).not.toBeNull();
    // The link turns off the announcements alone: the safety reminders keep their own links.
    expect(verifyUnsubscribeToken(UNSUBSCRIBE_SECRET, match![2])).toEqual({
      userId,
      preference: 'product_updates',
    });
    expect(parsed.text).toContain(match![1]);
    expect(parsed.text).toContain('Unsubscribe from product updates');
  });

  it('fails at once, without retries, when the mail server refuses the recipient', async () => {
    harness.smtp.refusedRecipients.add('nobody@example.com');
    const userId = randomUUID();
    const batchId = randomUUID();
    const jobId = `bulk.${batchId}.${userId}`;
    await harness.storeBulkContent(batchId, { subject: 'Hi', html: '<p>Hi</p>' });
    await harness.enqueue(
      EmailJobs.BulkAdmin,
      { userId, to: 'nobody@example.com', username: 'nobody', batchId },
      jobId,
    );
    const job = await harness.settled(jobId);
    expect(await job.getState()).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toContain('refused');
  });

  it('reads the content once per send: later jobs of the send use the copy in memory', async () => {
    const batchId = randomUUID();
    await harness.storeBulkContent(batchId, { subject: 'Cached', html: '<p>Once</p>' });
    const first = `bulk.${batchId}.${randomUUID()}`;
    await harness.enqueue(
      EmailJobs.BulkAdmin,
      { userId: randomUUID(), to: 'first@example.com', username: 'first', batchId },
      first,
    );
    expect((await harness.settled(first)).returnvalue).toMatchObject({ status: 'sent' });
    // Gone from Redis now: the next job of the same send still has it.
    await harness.removeBulkContent(batchId);
    const second = `bulk.${batchId}.${randomUUID()}`;
    await harness.enqueue(
      EmailJobs.BulkAdmin,
      { userId: randomUUID(), to: 'second@example.com', username: 'second', batchId },
      second,
    );
    expect((await harness.settled(second)).returnvalue).toMatchObject({ status: 'sent' });
    expect(onlyMessageTo('second@example.com').parsed.subject).toBe('Cached');
  });

  it('fails for good, without retries and without sending, when the content has expired', async () => {
    const batchId = randomUUID();
    await harness.storeBulkContent(batchId, { subject: 'Too late', html: '<p>Too late</p>' });
    // What BULK_EMAIL_CONTENT_TTL_S does after 14 days.
    await harness.removeBulkContent(batchId);
    const jobId = `bulk.${batchId}.${randomUUID()}`;
    await harness.enqueue(
      EmailJobs.BulkAdmin,
      { userId: randomUUID(), to: 'expired@example.com', username: 'expired', batchId },
      jobId,
    );
    const job = await harness.settled(jobId);
    expect(await job.getState()).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toBe(
      `The subject and message of bulk e-mail ${batchId} are gone (kept 14 days after the send); not sent`,
    );
    expect(
      harness.smtp.messages.filter((message) => message.envelopeTo.includes('expired@example.com')),
    ).toEqual([]);
  });
});

describe('sending exactly once', () => {
  it('retries while the SMTP server is down and delivers once it is back', async () => {
    await harness.smtp.stop();
    const requestId = randomUUID();
    harness.resets.open(requestId);
    const jobId = `event.${randomUUID()}`;
    await harness.enqueue(
      EmailJobs.PasswordReset,
      {
        userId: randomUUID(),
        to: 'retry@example.com',
        username: 'retry',
        requestId,
        expiresAt: inOneHour(),
      },
      jobId,
    );
    // Let at least one attempt fail against the closed port.
    const deadline = Date.now() + 10_000;
    while (((await harness.queue.getJob(jobId))?.attemptsMade ?? 0) < 1) {
      if (Date.now() > deadline) throw new Error('The job was never attempted');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await harness.smtp.listen();
    const job = await harness.settled(jobId);
    expect(job.returnvalue).toMatchObject({ status: 'sent' });
    expect(job.attemptsMade).toBeGreaterThanOrEqual(2);
    const { parsed } = onlyMessageTo('retry@example.com');
    // Each attempt derived the same token, so auth accepted the same hash again.
    const token = /token=([A-Za-z0-9_-]{43})/.exec(parsed.text ?? '')![1]!;
    const attached = harness.resets.calls.filter((call) => call.requestId === requestId);
    expect(attached.length).toBeGreaterThanOrEqual(1);
    expect(new Set(attached.map((call) => call.tokenHash))).toEqual(new Set([sha256Hex(token)]));
  });

  it('does not send again when the same e-mail job comes back after it was sent', async () => {
    const jobId = `event.${randomUUID()}`;
    const data = { userId: randomUUID(), to: 'twice@example.com', username: 'twice' };
    await harness.enqueue(EmailJobs.UsernameReminder, data, jobId);
    await harness.settled(jobId);
    // The completed job is removed (as after its 7 days) and the same job is produced again.
    await (await harness.queue.getJob(jobId))!.remove();
    await harness.enqueue(EmailJobs.UsernameReminder, data, jobId);
    const again = await harness.settled(jobId);
    expect(again.returnvalue).toEqual({ status: 'already-sent' });
    onlyMessageTo('twice@example.com');
  });

  it('gives a resent duplicate the same Message-ID (a crash between send and marker)', async () => {
    const jobId = `event.${randomUUID()}`;
    const data = { userId: randomUUID(), to: 'crash@example.com', username: 'crash' };
    await harness.enqueue(EmailJobs.UsernameReminder, data, jobId);
    await harness.settled(jobId);
    await (await harness.queue.getJob(jobId))!.remove();
    // As if the worker had died after the send but before writing its marker.
    const [marker] = (await harness.redis.keys()).filter((key) =>
      key.endsWith(`email:sent:${jobId}`),
    );
    expect(marker).toBeDefined();
    const { Redis } = await import('ioredis');
    const redis = new Redis(harness.redis.url);
    await redis.del(marker!);
    await redis.quit();
    await harness.enqueue(EmailJobs.UsernameReminder, data, jobId);
    await harness.settled(jobId);
    const copies = harness.smtp.messages.filter((m) => m.envelopeTo.includes('crash@example.com'));
    expect(copies).toHaveLength(2);
    expect(copies[0]!.parsed.messageId).toBe(copies[1]!.parsed.messageId);
  });
});

describe("e-mails in the recipient's language (the profile's `language`, issue #21)", () => {
  it('sends the password reset in German when the job says de', async () => {
    const requestId = randomUUID();
    harness.resets.open(requestId);
    const jobId = `event.${randomUUID()}`;
    await harness.enqueue(
      EmailJobs.PasswordReset,
      {
        userId: randomUUID(),
        to: 'greta@example.com',
        username: 'greta',
        language: 'de',
        requestId,
        expiresAt: inOneHour(),
      },
      jobId,
    );
    expect((await harness.settled(jobId)).returnvalue).toMatchObject({ status: 'sent' });

    const { parsed } = onlyMessageTo('greta@example.com');
    expect(parsed.subject).toBe('Setzen Sie Ihr Schengen Tracker-Passwort zurück');
    expect(parsed.html).toContain('<html lang="de" dir="ltr">');
    expect(parsed.text).toContain('Hallo greta,');
    expect(parsed.text).toContain('Der Link läuft in 1 Stunde ab und funktioniert nur einmal.');
    expect(parsed.text).toContain('Passwort zurücksetzen:');
    expect(parsed.text).not.toContain('Reset your password');
  });

  it('lays an Arabic e-mail out right to left, and keeps English for a job without a language', async () => {
    const arabic = `event.${randomUUID()}`;
    const english = `event.${randomUUID()}`;
    await harness.enqueue(
      EmailJobs.UsernameReminder,
      { userId: randomUUID(), to: 'amal@example.com', username: 'amal', language: 'ar' },
      arabic,
    );
    await harness.enqueue(
      EmailJobs.UsernameReminder,
      { userId: randomUUID(), to: 'edith@example.com', username: 'edith', language: null },
      english,
    );
    await harness.settled(arabic);
    await harness.settled(english);

    const amal = onlyMessageTo('amal@example.com').parsed;
    expect(amal.subject).toBe('اسم المستخدم الخاص بك في Schengen Tracker');
    expect(amal.html).toContain('<html lang="ar" dir="rtl">');
    expect(amal.text).toContain('اسم المستخدم الخاص بك هو:\namal');
    expect(onlyMessageTo('edith@example.com').parsed.subject).toBe(
      'Your Schengen Tracker username',
    );
  });
});
