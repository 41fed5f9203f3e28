import { createHash, randomUUID } from 'node:crypto';

import { EmailJobs } from '@app/contracts';

import {
  PUBLIC_URL,
  startEmailWorkerHarness,
  type EmailWorkerHarness,
} from '../../../test/support/email-worker-harness';

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const inOneDay = (): string => new Date(Date.now() + 86_400_000).toISOString();

let harness: EmailWorkerHarness;

beforeAll(async () => {
  harness = await startEmailWorkerHarness();
});

afterAll(async () => {
  await harness.close();
});

const messagesTo = (to: string) =>
  harness.smtp.messages.filter((message) => message.envelopeTo.includes(to));

describe("'password-changed-email' (SendPasswordChanged)", () => {
  it('tells the account its password changed, once however often the job is added', async () => {
    const to = `changed-${randomUUID()}@example.com`;
    const jobId = `event.${randomUUID()}`;
    const data = { userId: randomUUID(), to, username: 'ada' };
    await harness.enqueue(EmailJobs.PasswordChanged, data, jobId);
    await harness.enqueue(EmailJobs.PasswordChanged, data, jobId);
    expect((await harness.settled(jobId)).returnvalue).toMatchObject({ status: 'sent' });

    const sent = messagesTo(to);
    expect(sent).toHaveLength(1);
    const { parsed } = sent[0]!;
    expect(parsed.subject).toBe('Your Schengen Tracker password was changed');
    expect(parsed.text).toContain('Hello ada,');
    expect(parsed.text).toContain('your other devices were signed out');
    expect(parsed.html).toContain(`href="${PUBLIC_URL}/auth"`);
  });
});

describe("'email-change-notice-email' (SendEmailChangeNotice)", () => {
  it('tells the old address of the change, with the new address masked and no link to it', async () => {
    const to = `old-${randomUUID()}@example.com`;
    const jobId = `event.${randomUUID()}.notice`;
    await harness.enqueue(
      EmailJobs.EmailChangeNotice,
      { userId: randomUUID(), to, username: 'ada', newEmail: 'ada.lovelace@new.example' },
      jobId,
    );
    expect((await harness.settled(jobId)).returnvalue).toMatchObject({ status: 'sent' });

    const { parsed } = messagesTo(to)[0]!;
    expect(parsed.subject).toBe('Your Schengen Tracker email address is being changed');
    expect(parsed.text).toContain('ad…@new.example');
    expect(parsed.text).not.toContain('ada.lovelace@new.example');
    expect(parsed.text).toContain('your reminders keep coming here');
    expect(parsed.html).not.toContain('confirm-email');
  });
});

describe("'email-change-confirm-email' (SendEmailChangeConfirm)", () => {
  it('e-mails the new address a link whose token hashes to what was attached, and keeps the token nowhere', async () => {
    const requestId = randomUUID();
    harness.resets.open(requestId);
    const to = `new-${randomUUID()}@example.com`;
    const jobId = `event.${randomUUID()}.confirm`;
    const data = { userId: randomUUID(), to, username: 'ada', requestId, expiresAt: inOneDay() };
    await harness.enqueue(EmailJobs.EmailChangeConfirm, data, jobId);
    const job = await harness.settled(jobId);
    expect(job.returnvalue).toMatchObject({ status: 'sent' });

    const { parsed } = messagesTo(to)[0]!;
    expect(parsed.subject).toBe('Confirm your new Schengen Tracker email address');
    const link = /https:\/\/tracker\.example\/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(
      parsed.text ?? '',
    );
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(parsed.html).toContain(`href="${PUBLIC_URL}/confirm-email?token=${token}"`);
    expect(parsed.text).toContain('expires in 24 hours');
    expect(harness.resets.hashOf(requestId)).toBe(sha256Hex(token));
    expect(JSON.stringify({ data: job.data, returnvalue: job.returnvalue })).not.toContain(token);
    for (const key of await harness.redis.keys()) expect(key).not.toContain(token);
  });

  it('sends nothing when auth refuses the token (change confirmed, replaced or expired)', async () => {
    const to = `refused-${randomUUID()}@example.com`;
    const jobId = `event.${randomUUID()}.confirm`;
    await harness.enqueue(
      EmailJobs.EmailChangeConfirm,
      { userId: randomUUID(), to, username: 'ada', requestId: randomUUID(), expiresAt: inOneDay() },
      jobId,
    );
    expect((await harness.settled(jobId)).returnvalue).toEqual({
      status: 'skipped',
      reason: 'email-change-closed',
    });
    expect(messagesTo(to)).toEqual([]);
  });

  it('does not even ask auth once the link has expired', async () => {
    const requestId = randomUUID();
    harness.resets.open(requestId);
    const jobId = `event.${randomUUID()}.confirm`;
    await harness.enqueue(
      EmailJobs.EmailChangeConfirm,
      {
        userId: randomUUID(),
        to: 'late@example.com',
        username: 'ada',
        requestId,
        expiresAt: new Date(Date.now() - 1_000).toISOString(),
      },
      jobId,
    );
    expect((await harness.settled(jobId)).returnvalue).toEqual({
      status: 'skipped',
      reason: 'email-change-expired',
    });
    expect(harness.resets.calls.filter((call) => call.requestId === requestId)).toEqual([]);
  });
});
