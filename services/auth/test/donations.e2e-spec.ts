import { randomUUID } from 'node:crypto';

import {
  AuthPatterns,
  DONATION_SUCCEEDED_TOPIC,
  type DonationSucceededEvent,
  type UserDto,
} from '@app/contracts';
import { createEventBus, type BusEvent, type DeliveredEvent, type EventBus } from '@app/event-bus';

import { startAuthService, type AuthTestService } from './support/auth-test-service';
import { DonationsConsumer } from '../src/donations/donations-consumer';

function aDonationSucceeded(overrides: Partial<DonationSucceededEvent> = {}): BusEvent {
  const eventId = randomUUID();
  const payload: DonationSucceededEvent = {
    eventId,
    occurredAt: '2025-06-15T12:00:00.000Z',
    aggregateId: `pi_${randomUUID().replaceAll('-', '')}`,
    userId: null,
    email: null,
    displayName: null,
    amountPence: 500,
    productCode: 'espresso',
    ...overrides,
  };
  return {
    topic: DONATION_SUCCEEDED_TOPIC,
    key: payload.aggregateId,
    eventId,
    payload: { ...payload },
  };
}

const delivered = (event: BusEvent, deliveryCount = 1): DeliveredEvent => ({
  ...event,
  deliveryCount,
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('billing.donation.succeeded.v1 in auth', () => {
  let auth: AuthTestService;
  let consumer: DonationsConsumer;
  let bus: EventBus;

  beforeAll(async () => {
    auth = await startAuthService();
    consumer = auth.app.get(DonationsConsumer);
    bus = createEventBus({ redisUrl: auth.redis.url, keyPrefix: auth.redis.keyPrefix });
  });

  afterAll(async () => {
    await bus.close();
    await auth.close();
  });

  const currentUser = (userId: string) => auth.call<UserDto>(AuthPatterns.CurrentUser, { userId });

  it('sets has_donated for the donor, and a redelivery changes nothing', async () => {
    const { user } = await auth.register();
    const other = (await auth.register()).user;
    expect(user.has_donated).toBe(false);
    const event = aDonationSucceeded({ userId: user.id, email: user.email });

    await expect(consumer.consume(delivered(event))).resolves.toBe('marked');
    expect((await currentUser(user.id)).has_donated).toBe(true);
    expect((await currentUser(other.id)).has_donated).toBe(false);

    await expect(consumer.consume(delivered(event, 2))).resolves.toBe('unchanged');
    expect((await currentUser(user.id)).has_donated).toBe(true);
  });

  it('consumes the event from the bus (group auth)', async () => {
    const { user } = await auth.register();
    await bus.publish([aDonationSucceeded({ userId: user.id })]);
    await eventually(async () => (await currentUser(user.id)).has_donated);
    expect((await currentUser(user.id)).has_donated).toBe(true);
  });

  it('changes nothing for a visitor’s donation or a deleted account', async () => {
    await expect(consumer.consume(delivered(aDonationSucceeded()))).resolves.toBe('visitor');
    await expect(
      consumer.consume(delivered(aDonationSucceeded({ userId: randomUUID() }))),
    ).resolves.toBe('unchanged');
  });

  it('drops a malformed event and ignores other topics', async () => {
    const event = aDonationSucceeded();
    await expect(
      consumer.consume(delivered({ ...event, payload: { ...event.payload, amountPence: 0 } })),
    ).resolves.toBe('malformed');
    await expect(
      consumer.consume(delivered({ ...event, topic: 'auth.user.registered.v1' })),
    ).resolves.toBe('ignored');
  });
});
