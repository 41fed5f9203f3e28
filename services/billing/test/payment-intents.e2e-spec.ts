import {
  BillingPatterns,
  type DonationOptionsDto,
  type PaymentIntentResponseDto,
} from '@app/contracts';

import { FAKE_PUBLISHABLE_KEY, type FakeStripe } from './support/fake-stripe';
import {
  aUserId,
  anIdempotencyKey,
  startBillingService,
  type BillingTestService,
} from './support/billing-test-service';

describe('donation payment intents', () => {
  let billing: BillingTestService;
  let stripe: FakeStripe;

  beforeAll(async () => {
    billing = await startBillingService();
    stripe = billing.stripe!;
  });

  afterAll(async () => {
    await billing.close();
  });

  const create = (payload: object) =>
    billing.call<PaymentIntentResponseDto>(BillingPatterns.CreatePaymentIntent, payload);
  const posts = () =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

  describe('billing.donation-options.get', () => {
    it('answers the three SPEC tiers in pence and the publishable key', async () => {
      await expect(
        billing.call<DonationOptionsDto>(BillingPatterns.GetDonationOptions, {}),
      ).resolves.toEqual({
        publishableKey: FAKE_PUBLISHABLE_KEY,
        currency: 'gbp',
        tiers: [
          {
            title: 'Coffee',
            amount: 300,
            productCode: 'coffee',
            description: 'coffee and croissant',
          },
          {
            title: 'Espresso',
            amount: 500,
            productCode: 'espresso',
            description: 'espresso and cannoli',
          },
          { title: 'Kuchen', amount: 750, productCode: 'kuchen', description: 'Kaffe und Kuchen' },
        ],
      });
    });
  });

  describe('billing.payment-intents.create', () => {
    it("creates a GBP intent at the tier's price with the tier and the user in its metadata", async () => {
      const userId = aUserId();
      const { clientSecret } = await create({
        amount: 750,
        productCode: 'kuchen',
        userId,
        email: 'ada@example.com',
        displayName: 'Ada',
        idempotencyKey: anIdempotencyKey(),
      });
      const intent = stripe.intent(stripe.intentIdOf(clientSecret));
      expect(intent.client_secret).toBe(clientSecret);
      expect(intent).toMatchObject({
        amount: 750,
        currency: 'gbp',
        automatic_payment_methods: { enabled: true },
        metadata: { kind: 'donation', product_code: 'kuchen', user_id: userId },
      });
      expect(posts().at(-1)?.idempotencyKey).toMatch(new RegExp(`^donation-intent\\.${userId}\\.`));
    });

    it('leaves the user out of a visitor’s intent and still sends an idempotency key', async () => {
      const { clientSecret } = await create({ amount: 300, productCode: 'coffee' });
      const intent = stripe.intent(stripe.intentIdOf(clientSecret));
      expect(intent.metadata).toEqual({ kind: 'donation', product_code: 'coffee' });
      expect(posts().at(-1)?.idempotencyKey).toMatch(/^donation-intent\.visitor\.[0-9a-f-]{36}$/);
    });

    it.each([
      [
        { amount: 500, productCode: 'coffee' },
        'amount must be the price of the chosen donation tier',
      ],
      [{ amount: 7.5, productCode: 'kuchen' }, 'amount must be a whole number of pence'],
      [{ amount: 300, productCode: 'champagne' }, 'productCode must be one of the donation tiers'],
      [{ productCode: 'coffee' }, 'Amount is required'],
      [{ amount: 300, productCode: 'coffee', userId: 'ada' }, 'userId must be a valid id'],
    ])('refuses %p with 400 %p and asks Stripe nothing', async (payload, message) => {
      const before = stripe.requests.length;
      await expect(create(payload)).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        status: 400,
        message,
      });
      expect(stripe.requests).toHaveLength(before);
    });

    it('answers the same intent to a retried request with the same idempotency key', async () => {
      const userId = aUserId();
      const request = {
        amount: 500,
        productCode: 'espresso',
        userId,
        idempotencyKey: anIdempotencyKey(),
      };
      const before = stripe.intentCount;
      const first = await create(request);
      const second = await create(request);
      expect(second.clientSecret).toBe(first.clientSecret);
      expect(stripe.intentCount).toBe(before + 1);
      expect(
        new Set(
          posts()
            .slice(-2)
            .map((r) => r.idempotencyKey),
        ).size,
      ).toBe(1);
    });

    it('creates a new intent for each request without a key, or with another key', async () => {
      const userId = aUserId();
      const a = await create({ amount: 300, productCode: 'coffee', userId });
      const b = await create({ amount: 300, productCode: 'coffee', userId });
      const c = await create({
        amount: 300,
        productCode: 'coffee',
        userId,
        idempotencyKey: anIdempotencyKey(),
      });
      expect(new Set([a.clientSecret, b.clientSecret, c.clientSecret]).size).toBe(3);
    });

    it('scopes a key to its donor: another user with the same key gets another intent', async () => {
      const idempotencyKey = anIdempotencyKey();
      const a = await create({
        amount: 300,
        productCode: 'coffee',
        userId: aUserId(),
        idempotencyKey,
      });
      const b = await create({
        amount: 300,
        productCode: 'coffee',
        userId: aUserId(),
        idempotencyKey,
      });
      expect(a.clientSecret).not.toBe(b.clientSecret);
    });

    it('refuses a key reused for another tier with 409', async () => {
      const userId = aUserId();
      const idempotencyKey = anIdempotencyKey();
      await create({ amount: 300, productCode: 'coffee', userId, idempotencyKey });
      await expect(
        create({ amount: 500, productCode: 'espresso', userId, idempotencyKey }),
      ).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
    });

    it('answers 503 with a clear message while Stripe fails', async () => {
      stripe.failNext(500);
      await expect(create({ amount: 300, productCode: 'coffee' })).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        status: 503,
        message: 'The card payment provider could not be reached. Please try again in a moment.',
      });
    });
  });
});
