/**
 * Donations through the gateway over HTTP (SPEC §7 create-payment-intent and donation/success,
 * Stripe's webhook), against the real billing, auth and notification services and a fake of
 * Stripe's API: the raw webhook body reaches billing byte for byte, a verified donation sets
 * `has_donated` and enqueues the receipt, and without keys the page is told "not configured".
 */
import { Queue } from 'bullmq';

import {
  bullPrefix,
  EMAIL_QUEUE,
  EmailJobs,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
} from '@app/contracts';
import { A_GOOD_PASSWORD } from '@app/testing';

import { FakeStripeApi } from './support/fake-stripe-api';
import { type TestStack, sessionCookie, startTestStack } from './support/test-stack';

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('donations over HTTP', () => {
  let stack: TestStack;
  let stripe: FakeStripeApi;

  beforeAll(async () => {
    stripe = await FakeStripeApi.start();
    stack = await startTestStack({ RATE_LIMIT_SIGN_UP_PER_IP: '50' }, stripe.env);
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    await stripe?.stop();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    stack.inject({ method: 'POST', url, payload, headers });

  async function donor(username: string): Promise<{ cookie: string; id: string }> {
    const response = await post('/api/register', {
      username,
      email: `${username}@example.com`,
      password: A_GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    return { cookie: sessionCookie(response), id: response.json().id };
  }

  const webhook = (body: string, signature?: string) =>
    stack.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
    });

  it('answers the tiers and the publishable key to anyone', async () => {
    const response = await stack.inject({ method: 'GET', url: '/api/donation-options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      publishableKey: 'pk_test_gateway_fake',
      currency: 'gbp',
      tiers: [
        { productCode: 'coffee', amount: 300 },
        { productCode: 'espresso', amount: 500 },
        { productCode: 'kuchen', amount: 750 },
      ],
    });
  });

  it('creates a visitor’s payment intent and returns only its client secret', async () => {
    const response = await post('/api/create-payment-intent', {
      amount: 300,
      productCode: 'coffee',
    });
    expect(response.statusCode).toBe(200);
    const { clientSecret } = response.json();
    expect(Object.keys(response.json())).toEqual(['clientSecret']);
    expect(stripe.intentOf(clientSecret).metadata).toEqual({
      kind: 'donation',
      product_code: 'coffee',
    });
  });

  it('refuses an amount that is not the tier’s price, and a malformed Idempotency-Key, with 400', async () => {
    const wrong = await post('/api/create-payment-intent', { amount: 300, productCode: 'kuchen' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('amount must be the price of the chosen donation tier');
    const badKey = await post(
      '/api/create-payment-intent',
      { amount: 300, productCode: 'coffee' },
      { 'idempotency-key': 'no spaces allowed' },
    );
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toBe('Idempotency-Key must be 8 to 64 letters, digits, - or _');
  });

  it('answers a retried request with the same Idempotency-Key with the same intent', async () => {
    const { cookie } = await donor('ida');
    const headers = { cookie, 'idempotency-key': 'tier-choice-0001' };
    const first = await post(
      '/api/create-payment-intent',
      { amount: 500, productCode: 'espresso' },
      headers,
    );
    const second = await post(
      '/api/create-payment-intent',
      { amount: 500, productCode: 'espresso' },
      headers,
    );
    expect(second.json().clientSecret).toBe(first.json().clientSecret);
  });

  it('records a signed-in donation from Stripe’s webhook: has_donated, and a receipt job', async () => {
    const { cookie, id } = await donor('wilma');
    const created = await post(
      '/api/create-payment-intent',
      { amount: 750, productCode: 'kuchen' },
      { cookie },
    );
    const intent = stripe.intentOf(created.json().clientSecret);
    expect(intent.metadata).toEqual({ kind: 'donation', product_code: 'kuchen', user_id: id });
    stripe.succeed(intent);

    const { body, signature } = stripe.succeededWebhook(intent);
    const response = await webhook(body, signature);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect((await webhook(body, signature)).json()).toEqual({ received: true, duplicate: true });

    const success = await post('/api/donation/success', { paymentIntentId: intent.id }, { cookie });
    expect(success.statusCode).toBe(200);
    expect(success.json()).toEqual({ status: 'already-recorded' });

    await eventually(async () => {
      const user = await stack.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      return user.json().has_donated === true;
    });

    const queue = new Queue(EMAIL_QUEUE, {
      connection: { url: stack.redis.url },
      prefix: bullPrefix(stack.redis.keyPrefix),
    });
    try {
      await eventually(async () => {
        const jobs = await queue.getJobs(['waiting', 'active', 'delayed', 'failed', 'completed']);
        return jobs.some(
          (job) =>
            job.name === EmailJobs.DonationReceipt &&
            job.data.paymentIntentId === intent.id &&
            job.data.to === 'wilma@example.com',
        );
      });
    } finally {
      await queue.close();
    }
  });

  it('records a donation from the success call when Stripe says it succeeded', async () => {
    const { cookie } = await donor('sam');
    const created = await post(
      '/api/create-payment-intent',
      { amount: 300, productCode: 'coffee' },
      { cookie },
    );
    const intent = stripe.intentOf(created.json().clientSecret);

    const unpaid = await post('/api/donation/success', { paymentIntentId: intent.id }, { cookie });
    expect(unpaid.statusCode).toBe(409);

    stripe.succeed(intent);
    const { cookie: other } = await donor('mallory');
    const stolen = await post(
      '/api/donation/success',
      { paymentIntentId: intent.id },
      { cookie: other },
    );
    expect(stolen.statusCode).toBe(404);

    const success = await post('/api/donation/success', { paymentIntentId: intent.id }, { cookie });
    expect(success.statusCode).toBe(200);
    expect(success.json()).toEqual({ status: 'recorded' });
  });

  it('refuses a webhook with a missing, wrong or stale signature with 400', async () => {
    const created = await post('/api/create-payment-intent', {
      amount: 300,
      productCode: 'coffee',
    });
    const intent = stripe.succeed(stripe.intentOf(created.json().clientSecret));
    const { body, signature } = stripe.succeededWebhook(intent);

    expect((await webhook(body)).statusCode).toBe(400);
    const tampered = await webhook(body.replace('"amount": 300', '"amount": 3'), signature);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe(
      'The Stripe signature does not match this body and the configured signing secret.',
    );
    const stale = stripe.succeededWebhook(intent, new Date(Date.now() - 301_000));
    const old = await webhook(stale.body, stale.signature);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toContain('more than 300 seconds old');
  });
});

describe('donations over HTTP without Stripe keys', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('says plainly that donations are not configured (503)', async () => {
    const options = await stack.inject({ method: 'GET', url: '/api/donation-options' });
    expect(options.statusCode).toBe(503);
    expect(options.json()).toMatchObject({
      statusCode: 503,
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: PAYMENTS_NOT_CONFIGURED_MESSAGE,
    });
    const create = await stack.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { amount: 300, productCode: 'coffee' },
    });
    expect(create.statusCode).toBe(503);
    expect(create.json().code).toBe('PAYMENTS_NOT_CONFIGURED');
  });
});
