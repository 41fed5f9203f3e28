import { BillingPatterns, type DonationConfirmationDto } from '@app/contracts';

import { type FakeStripe } from './support/fake-stripe';
import {
  aUserId,
  startBillingService,
  type BillingTestService,
} from './support/billing-test-service';
import { aDonationIntent, aSucceededEvent, donationEvents, postWebhook } from './support/donations';

describe('Stripe webhook (billing.webhooks.handle)', () => {
  let billing: BillingTestService;
  let stripe: FakeStripe;

  beforeAll(async () => {
    billing = await startBillingService();
    stripe = billing.stripe!;
  });

  afterAll(async () => {
    await billing.close();
  });

  const refusal = (message: string) => ({ code: 'VALIDATION_FAILED', status: 400, message });

  it('records a succeeded donation and emits billing.donation.succeeded.v1 with the receipt details', async () => {
    const userId = aUserId();
    const intentId = await aDonationIntent(billing, 'kuchen', {
      userId,
      email: 'ada@example.com',
      displayName: 'Ada',
    });
    stripe.succeed(intentId);
    const { payload, signature } = aSucceededEvent(billing, intentId);

    await expect(postWebhook(billing, payload, signature)).resolves.toEqual({
      received: true,
      duplicate: false,
    });

    const [donation, ...others] = await billing.donations(intentId);
    expect(others).toEqual([]);
    expect(donation).toMatchObject({
      userId,
      productCode: 'kuchen',
      amountPence: 750,
      currency: 'gbp',
      recordedBy: 'webhook',
      stripeEventId: JSON.parse(payload).id,
      chargeId: stripe.intent(intentId).latest_charge,
    });
    expect(await donationEvents(billing, intentId)).toEqual([
      {
        eventId: expect.any(String),
        occurredAt: '2025-06-15T12:00:00.000Z',
        aggregateId: intentId,
        userId,
        email: 'ada@example.com',
        displayName: 'Ada',
        amountPence: 750,
        productCode: 'kuchen',
      },
    ]);
  });

  it('processes a replayed event once', async () => {
    const intentId = await aDonationIntent(billing, 'coffee', { userId: aUserId() });
    stripe.succeed(intentId);
    const { payload, signature } = aSucceededEvent(billing, intentId);
    await postWebhook(billing, payload, signature);
    // Stripe redelivers the same event (a fresh signature over the same body).
    billing.clock.set('2025-06-15T12:01:00.000Z');
    try {
      await expect(
        postWebhook(billing, payload, stripe.sign(payload, billing.clock.now())),
      ).resolves.toEqual({ received: true, duplicate: true });
    } finally {
      billing.clock.set('2025-06-15T12:00:00.000Z');
    }
    expect(await billing.donations(intentId)).toHaveLength(1);
    expect(await donationEvents(billing, intentId)).toHaveLength(1);
  });

  it('records a donation once when a second event about the same payment arrives', async () => {
    const intentId = await aDonationIntent(billing, 'espresso');
    stripe.succeed(intentId);
    const first = aSucceededEvent(billing, intentId);
    const second = aSucceededEvent(billing, intentId);
    await postWebhook(billing, first.payload, first.signature);
    await expect(postWebhook(billing, second.payload, second.signature)).resolves.toEqual({
      received: true,
      duplicate: false,
    });
    expect(await donationEvents(billing, intentId)).toHaveLength(1);
  });

  describe('signature checks', () => {
    let intentId: string;
    let payload: string;

    beforeAll(async () => {
      intentId = await aDonationIntent(billing, 'coffee', { userId: aUserId() });
      stripe.succeed(intentId);
      ({ payload } = aSucceededEvent(billing, intentId));
    });

    afterEach(async () => {
      // Nothing a refused call carries is recorded.
      expect(await billing.donations(intentId)).toEqual([]);
      expect(await donationEvents(billing, intentId)).toEqual([]);
    });

    it('refuses a missing signature with 400', async () => {
      await expect(postWebhook(billing, payload, '')).rejects.toMatchObject(
        refusal('The Stripe-Signature header is missing.'),
      );
    });

    it('refuses a signature made with another secret with 400', async () => {
      const signature = stripe.sign(payload, billing.clock.now(), 'whsec_someone_else');
      await expect(postWebhook(billing, payload, signature)).rejects.toMatchObject(
        refusal('The Stripe signature does not match this body and the configured signing secret.'),
      );
    });

    it('refuses a body changed after signing with 400', async () => {
      const signature = stripe.sign(payload, billing.clock.now());
      const tampered = payload.replace('"amount_received": 300', '"amount_received": 30000');
      expect(tampered).not.toBe(payload);
      await expect(postWebhook(billing, tampered, signature)).rejects.toMatchObject(
        refusal('The Stripe signature does not match this body and the configured signing secret.'),
      );
    });

    it('refuses a signature older than 300 seconds with 400', async () => {
      const signedAt = new Date(billing.clock.now().getTime() - 301_000);
      await expect(
        postWebhook(billing, payload, stripe.sign(payload, signedAt)),
      ).rejects.toMatchObject(
        refusal(
          'The Stripe signature is more than 300 seconds old; the event was refused as a possible replay.',
        ),
      );
    });

    it('accepts a signature exactly 300 seconds old', async () => {
      const other = await aDonationIntent(billing, 'coffee');
      stripe.succeed(other);
      const body = aSucceededEvent(billing, other).payload;
      const signedAt = new Date(billing.clock.now().getTime() - 300_000);
      await expect(postWebhook(billing, body, stripe.sign(body, signedAt))).resolves.toEqual({
        received: true,
        duplicate: false,
      });
    });

    it('refuses a header that is not in Stripe’s format with 400', async () => {
      await expect(postWebhook(billing, payload, 'sha256=abc')).rejects.toMatchObject(
        refusal('The Stripe-Signature header is not in Stripe’s format (t=…,v1=…).'),
      );
    });
  });

  it('sends a visitor’s receipt to the e-mail the payment form collected', async () => {
    const intentId = await aDonationIntent(billing, 'espresso');
    stripe.succeed(intentId, { billingEmail: 'visitor@example.com' });
    const { payload, signature } = aSucceededEvent(billing, intentId);
    await postWebhook(billing, payload, signature);
    expect(await donationEvents(billing, intentId)).toEqual([
      expect.objectContaining({
        userId: null,
        email: 'visitor@example.com',
        displayName: null,
        amountPence: 500,
        productCode: 'espresso',
      }),
    ]);
  });

  it('acknowledges other events and other products’ payments without recording them', async () => {
    const intentId = await aDonationIntent(billing, 'coffee');
    const created = stripe.eventBody('payment_intent.created', stripe.intent(intentId));
    await expect(
      postWebhook(billing, created, stripe.sign(created, billing.clock.now())),
    ).resolves.toEqual({ received: true, duplicate: false });

    stripe.put({
      id: 'pi_other_product',
      amount: 1_000,
      amount_received: 1_000,
      currency: 'gbp',
      status: 'succeeded',
      metadata: { order: '42' },
      latest_charge: null,
      receipt_email: null,
    });
    const foreign = stripe.eventBody('payment_intent.succeeded', stripe.intent('pi_other_product'));
    await expect(
      postWebhook(billing, foreign, stripe.sign(foreign, billing.clock.now())),
    ).resolves.toEqual({ received: true, duplicate: false });

    expect(await billing.donations(intentId)).toEqual([]);
    expect(await billing.donations('pi_other_product')).toEqual([]);
  });

  it('leaves the success call nothing to do after the webhook, and the webhook nothing after it', async () => {
    const userId = aUserId();
    const first = await aDonationIntent(billing, 'kuchen', { userId });
    stripe.succeed(first);
    const event = aSucceededEvent(billing, first);
    await postWebhook(billing, event.payload, event.signature);
    await expect(
      billing.call<DonationConfirmationDto>(BillingPatterns.ConfirmDonation, {
        paymentIntentId: first,
        userId,
      }),
    ).resolves.toEqual({ status: 'already-recorded' });

    const second = await aDonationIntent(billing, 'kuchen', { userId });
    stripe.succeed(second);
    await expect(
      billing.call<DonationConfirmationDto>(BillingPatterns.ConfirmDonation, {
        paymentIntentId: second,
        userId,
      }),
    ).resolves.toEqual({ status: 'recorded' });
    const late = aSucceededEvent(billing, second);
    await expect(postWebhook(billing, late.payload, late.signature)).resolves.toEqual({
      received: true,
      duplicate: false,
    });

    expect(await donationEvents(billing, first)).toHaveLength(1);
    expect(await donationEvents(billing, second)).toHaveLength(1);
    expect((await billing.donations(second))[0]).toMatchObject({
      recordedBy: 'confirmation',
      stripeEventId: null,
    });
  });
});

describe('Stripe webhook without a signing secret', () => {
  let billing: BillingTestService;

  beforeAll(async () => {
    billing = await startBillingService({ env: { STRIPE_WEBHOOK_SECRET: undefined } });
  });

  afterAll(async () => {
    await billing.close();
  });

  it('answers 503 saying webhooks are not set up', async () => {
    const intentId = await aDonationIntent(billing, 'coffee');
    billing.stripe!.succeed(intentId);
    const { payload, signature } = aSucceededEvent(billing, intentId);
    await expect(postWebhook(billing, payload, signature)).rejects.toMatchObject({
      code: 'PAYMENTS_NOT_CONFIGURED',
      status: 503,
      message: 'Stripe webhooks are not set up on this server: no signing secret is configured.',
    });
  });
});
