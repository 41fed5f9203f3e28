import { randomUUID } from 'node:crypto';

import { EmailJobs, type DonationReceiptEmailJob } from '@app/contracts';

import {
  startEmailWorkerHarness,
  type EmailWorkerHarness,
} from '../../../test/support/email-worker-harness';

let harness: EmailWorkerHarness;

beforeAll(async () => {
  harness = await startEmailWorkerHarness();
});

afterAll(async () => {
  await harness.close();
});

const aReceipt = (to: string): DonationReceiptEmailJob => ({
  to,
  displayName: 'Ada',
  paymentIntentId: 'pi_3Nabc123',
  amountPence: 500,
  productCode: 'espresso',
  donatedAt: '2025-06-15T12:00:00.000Z',
});

describe("'donation-receipt-email'", () => {
  it('sends the receipt once, however often the job is added', async () => {
    const to = `donor-${randomUUID()}@example.com`;
    const jobId = `event.${randomUUID()}`;
    await harness.enqueue(EmailJobs.DonationReceipt, aReceipt(to), jobId);
    await harness.enqueue(EmailJobs.DonationReceipt, aReceipt(to), jobId);
    const job = await harness.settled(jobId);
    expect(job.returnvalue).toMatchObject({ status: 'sent' });

    const sent = harness.smtp.messages.filter((message) => message.envelopeTo.includes(to));
    expect(sent).toHaveLength(1);
    const { parsed } = sent[0]!;
    expect(parsed.subject).toBe('Thank you for your £5.00 donation to Schengen Tracker');
    expect(parsed.text).toContain('Hello Ada,');
    expect(parsed.text).toContain('espresso and cannoli');
    expect(parsed.text).toContain('pi_3Nabc123');
  });
});
