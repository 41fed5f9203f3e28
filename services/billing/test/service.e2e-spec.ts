import { randomUUID } from 'node:crypto';

import {
  BillingPatterns,
  DONATION_SUCCEEDED_TOPIC,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  type DonationConfirmationDto,
} from '@app/contracts';
import { createEventBus, type BusEvent } from '@app/event-bus';
import { healthPattern } from '@app/nest-core';

import { RecordedOutput } from '@app/testing';

import { runCli } from '../src/cli/run-cli';
import {
  aUserId,
  startBillingService,
  type BillingTestService,
} from './support/billing-test-service';
import { aDonationIntent } from './support/donations';

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('billing service', () => {
  let billing: BillingTestService;

  beforeAll(async () => {
    billing = await startBillingService({ relayOutbox: true });
  });

  afterAll(async () => {
    await billing.close();
  });

  it('publishes billing.donation.succeeded.v1 to the bus (relay)', async () => {
    const bus = createEventBus({ redisUrl: billing.redis.url, keyPrefix: billing.redis.keyPrefix });
    const received: BusEvent[] = [];
    const subscription = await bus.subscribe({
      group: `test-${randomUUID()}`,
      topics: [DONATION_SUCCEEDED_TOPIC],
      handler: async (event) => {
        received.push(event);
      },
    });
    try {
      const userId = aUserId();
      const intentId = await aDonationIntent(billing, 'coffee', { userId });
      billing.stripe!.succeed(intentId);
      await billing.call<DonationConfirmationDto>(BillingPatterns.ConfirmDonation, {
        paymentIntentId: intentId,
        userId,
      });
      const isThisDonation = (event: BusEvent) => event.payload['aggregateId'] === intentId;
      await eventually(async () => received.some(isThisDonation));
      expect(received.find(isThisDonation)?.payload).toMatchObject({
        userId,
        amountPence: 300,
        productCode: 'coffee',
      });
    } finally {
      await subscription.close();
      await bus.close();
    }
  });

  it('answers the readiness probe', async () => {
    await expect(billing.call(healthPattern('billing'), {})).resolves.toEqual({
      status: 'ok',
      service: 'billing',
    });
  });

  describe('cli', () => {
    it('migrates idempotently and prints usage', async () => {
      const output = new RecordedOutput();
      await expect(
        runCli(['migrate'], { env: { DATABASE_URL: billing.env.DATABASE_URL }, output }),
      ).resolves.toBe(0);
      await expect(runCli(['help'], { output })).resolves.toBe(0);
      await expect(runCli(['seed'], { output })).resolves.toBe(2);
      await expect(runCli(['migrate'], { env: {}, output })).resolves.toBe(1);
      expect(output.errors.join('\n')).toContain('DATABASE_URL');
    });
  });
});

describe('billing service without Stripe keys', () => {
  let billing: BillingTestService;

  beforeAll(async () => {
    billing = await startBillingService({ stripe: false });
  });

  afterAll(async () => {
    await billing.close();
  });

  const notConfigured = {
    code: 'PAYMENTS_NOT_CONFIGURED',
    status: 503,
    message: PAYMENTS_NOT_CONFIGURED_MESSAGE,
  };

  it('reports donations as not configured, with a clear message', async () => {
    await expect(billing.call(BillingPatterns.GetDonationOptions, {})).rejects.toMatchObject(
      notConfigured,
    );
    await expect(
      billing.call(BillingPatterns.CreatePaymentIntent, { amount: 300, productCode: 'coffee' }),
    ).rejects.toMatchObject(notConfigured);
    await expect(
      billing.call(BillingPatterns.ConfirmDonation, { paymentIntentId: 'pi_123' }),
    ).rejects.toMatchObject(notConfigured);
    await expect(
      billing.call(BillingPatterns.HandleWebhook, { payload: '{}', signature: 't=1,v1=x' }),
    ).rejects.toMatchObject({ code: 'PAYMENTS_NOT_CONFIGURED', status: 503 });
  });

  it('is still ready: a missing key is not an outage', async () => {
    await expect(billing.call(healthPattern('billing'), {})).resolves.toMatchObject({
      status: 'ok',
    });
  });
});
