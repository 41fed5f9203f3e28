import { randomUUID } from 'node:crypto';

import type { ParsedMail } from 'mailparser';

import { EmailJobs, verifyUnsubscribeToken, type EmailPreference } from '@app/contracts';

import {
  startEmailWorkerHarness,
  UNSUBSCRIBE_SECRET,
  type EmailWorkerHarness,
} from './support/email-worker-harness';

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
function onlyMessageTo(to: string): ParsedMail {
  const found = harness.smtp.messages.filter((message) => message.envelopeTo.includes(to));
  expect(found).toHaveLength(1);
  return found[0]!.parsed;
}

/** Checks the one-click headers and returns the link they announce. */
function expectOneClickUnsubscribe(
  parsed: ParsedMail,
  userId: string,
  preference: EmailPreference,
): string {
  expect(headerValue(parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const match =
    /^<(https:\/\/tracker\.example\/api\/unsubscribe\?token=([^>]+))>, <mailto:help@tracker\.example\?subject=unsubscribe>$/.exec(
      headerValue(parsed, 'list-unsubscribe') ?? '',
    );
  expect(match).not.toBeNull();
  expect(verifyUnsubscribeToken(UNSUBSCRIBE_SECRET, match![2])).toEqual({ userId, preference });
  return match![1]!;
}

describe("'compliance-reminder-email'", () => {
  it('sends a last-day reminder with an e-mail reminders unsubscribe', async () => {
    const userId = randomUUID();
    const jobId = `last-day-reminder.${userId}.2026-06-01`;
    await harness.enqueue(
      EmailJobs.ComplianceReminder,
      {
        reason: 'last-day',
        userId,
        to: 'reminded@example.com',
        displayName: 'Ada <3',
        asOf: '2026-06-01',
        daysUsed: 83,
        daysRemaining: 7,
        level: 'warning',
        entryDate: '2026-03-11',
        lastDayToStay: '2026-06-08',
        daysUntilLastDay: 7,
      },
      jobId,
    );
    expect((await harness.settled(jobId)).returnvalue).toMatchObject({ status: 'sent' });
    const parsed = onlyMessageTo('reminded@example.com');
    expect(parsed.subject).toBe('Your last day to stay in the Schengen Area is in 7 days');
    expect(parsed.text).toContain('Hello Ada <3,');
    expect(parsed.html).toContain('Hello Ada &lt;3,');
    expect(parsed.text).toContain('Last day to stay\nMonday, 8 June 2026');
    const link = expectOneClickUnsubscribe(parsed, userId, 'email_reminders');
    expect(parsed.text).toContain(link);
  });

  it('sends a level-change reminder', async () => {
    const userId = randomUUID();
    const jobId = `event.${randomUUID()}`;
    await harness.enqueue(
      EmailJobs.ComplianceReminder,
      {
        reason: 'level-change',
        userId,
        to: 'risen@example.com',
        displayName: 'Grace',
        asOf: '2026-06-01',
        daysUsed: 86,
        level: 'danger',
        previousLevel: 'warning',
      },
      jobId,
    );
    await harness.settled(jobId);
    const parsed = onlyMessageTo('risen@example.com');
    expect(parsed.subject).toBe("Warning: you're approaching the 90-day Schengen limit");
    expect(parsed.text).toContain("Warning: You're approaching the 90-day limit!");
    expectOneClickUnsubscribe(parsed, userId, 'email_reminders');
  });
});

describe("'weekly-summary-email'", () => {
  it('sends the summary with a weekly summaries unsubscribe', async () => {
    const userId = randomUUID();
    const jobId = `weekly-summary.${userId}.2026-W23`;
    await harness.enqueue(
      EmailJobs.WeeklySummary,
      {
        userId,
        to: 'weekly@example.com',
        displayName: 'Linus',
        asOf: '2026-06-01',
        week: '2026-W23',
        daysUsed: 42,
        daysRemaining: 48,
        level: 'safe',
        isInsideSchengen: false,
        lastDayToStay: null,
        nextTrip: { entryDate: '2026-07-01', exitDate: '2026-07-10', country: 'Italy' },
      },
      jobId,
    );
    await harness.settled(jobId);
    const parsed = onlyMessageTo('weekly@example.com');
    expect(parsed.subject).toBe('Your weekly Schengen summary: 42 days used, 48 left');
    expect(parsed.text).toContain(
      'Next planned trip\nWednesday, 1 July 2026 to Friday, 10 July 2026, Italy',
    );
    expectOneClickUnsubscribe(parsed, userId, 'weekly_summaries');
  });
});
