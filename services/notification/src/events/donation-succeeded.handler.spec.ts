import { randomUUID } from 'node:crypto';

import { DONATION_SUCCEEDED_TOPIC, EmailJobs, type DonationSucceededEvent } from '@app/contracts';

import { busEvent, delivered } from '../../test/support/events';
import { startFakeDirectory, type FakeDirectory } from '../../test/support/fake-directory';
import {
  startNotificationService,
  type NotificationTestService,
} from '../../test/support/notification-test-service';

function aDonationSucceeded(overrides: Partial<DonationSucceededEvent> = {}) {
  return busEvent(DONATION_SUCCEEDED_TOPIC, {
    eventId: randomUUID(),
    occurredAt: '2025-06-15T12:00:00.000Z',
    aggregateId: `pi_${randomUUID().replaceAll('-', '')}`,
    userId: randomUUID(),
    email: 'ada@example.com',
    displayName: 'Ada',
    amountPence: 750,
    productCode: 'kuchen',
    ...overrides,
  });
}

describe('billing.donation.succeeded.v1 (DonationSucceededHandler)', () => {
  let service: NotificationTestService;
  let directory: FakeDirectory;

  beforeAll(async () => {
    directory = await startFakeDirectory();
    service = await startNotificationService(directory.env);
  });

  afterAll(async () => {
    await service.close();
    await directory.close();
  });

  it("becomes one donation-receipt-email with the amount and the tier, once, in the donor's language", async () => {
    const donor = directory.users.add({ language: 'ja' });
    const event = aDonationSucceeded({ userId: donor.id });
    await service.publish(event);
    await service.publish(event); // the relay published it again (at-least-once)
    const job = await service.jobAppears(`event.${event.eventId}`);
    expect(job.name).toBe(EmailJobs.DonationReceipt);
    expect(job.data).toEqual({
      to: 'ada@example.com',
      displayName: 'Ada',
      paymentIntentId: event.payload['aggregateId'],
      amountPence: 750,
      productCode: 'kuchen',
      donatedAt: '2025-06-15T12:00:00.000Z',
      language: 'ja',
    });
    expect(await service.consumer.consume(delivered(event, 3))).toBe('duplicate');
    const jobs = await service.queue.getJobs(['waiting', 'delayed', 'prioritized', 'active']);
    expect(
      jobs.filter(
        (job) => job.name === EmailJobs.DonationReceipt && job.id === `event.${event.eventId}`,
      ),
    ).toHaveLength(1);
  });

  it('sends a visitor’s receipt without a greeting name', async () => {
    const event = aDonationSucceeded({ userId: null, displayName: null, email: 'v@example.com' });
    expect(await service.consumer.consume(delivered(event))).toBe('enqueued');
    const job = await service.jobAppears(`event.${event.eventId}`);
    expect(job.data).toMatchObject({
      to: 'v@example.com',
      displayName: null,
      amountPence: 750,
      language: null,
    });
  });

  it('sends nothing when no address is known', async () => {
    const event = aDonationSucceeded({ userId: null, displayName: null, email: null });
    expect(await service.consumer.consume(delivered(event))).toBe('enqueued');
    expect(await service.queue.getJob(`event.${event.eventId}`)).toBeUndefined();
  });
});
