import { BillingPatterns, type DonationConfirmationDto } from '@app/contracts';

import { DonationIntentEntity } from '../src/donations/donation-intent.entity';
import { type FakeStripe } from './support/fake-stripe';
import {
  aUserId,
  startBillingService,
  type BillingTestService,
} from './support/billing-test-service';
import { aDonationIntent, donationEvents } from './support/donations';

describe('donation success call (billing.donations.confirm)', () => {
  let billing: BillingTestService;
  let stripe: FakeStripe;

  beforeAll(async () => {
    billing = await startBillingService();
    stripe = billing.stripe!;
  });

  afterAll(async () => {
    await billing.close();
  });

  const confirm = (paymentIntentId: string, userId?: string) =>
    billing.call<DonationConfirmationDto>(BillingPatterns.ConfirmDonation, {
      paymentIntentId,
      ...(userId === undefined ? {} : { userId }),
    });
  const retrievals = (intentId: string) =>
    stripe.requests.filter(
      (r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intentId}`,
    );

  it('records a payment Stripe says succeeded, once, and forgets the donor’s address afterwards', async () => {
    const userId = aUserId();
    const intentId = await aDonationIntent(billing, 'espresso', {
      userId,
      email: 'grace@example.com',
      displayName: 'Grace',
    });
    stripe.succeed(intentId);

    await expect(confirm(intentId, userId)).resolves.toEqual({ status: 'recorded' });
    await expect(confirm(intentId, userId)).resolves.toEqual({ status: 'already-recorded' });

    expect(retrievals(intentId)).toHaveLength(1);
    expect(await billing.donations(intentId)).toEqual([
      expect.objectContaining({
        userId,
        productCode: 'espresso',
        amountPence: 500,
        recordedBy: 'confirmation',
      }),
    ]);
    expect(await donationEvents(billing, intentId)).toEqual([
      expect.objectContaining({
        userId,
        email: 'grace@example.com',
        displayName: 'Grace',
        amountPence: 500,
        productCode: 'espresso',
      }),
    ]);
    const intent = await billing.dataSource
      .getRepository(DonationIntentEntity)
      .findOneByOrFail({ id: intentId });
    expect(intent).toMatchObject({ userId, email: null, displayName: null });
  });

  it('records a visitor’s payment for a visitor', async () => {
    const intentId = await aDonationIntent(billing, 'coffee');
    stripe.succeed(intentId);
    await expect(confirm(intentId)).resolves.toEqual({ status: 'recorded' });
    expect(await donationEvents(billing, intentId)).toEqual([
      expect.objectContaining({ userId: null, email: null, amountPence: 300 }),
    ]);
  });

  it('refuses a claim to someone else’s payment as not found and records nothing', async () => {
    const owner = aUserId();
    const intentId = await aDonationIntent(billing, 'kuchen', { userId: owner });
    stripe.succeed(intentId);
    const notFound = { code: 'NOT_FOUND', status: 404, message: 'Payment not found' };

    await expect(confirm(intentId, aUserId())).rejects.toMatchObject(notFound);
    await expect(confirm(intentId)).rejects.toMatchObject(notFound);
    expect(await billing.donations(intentId)).toEqual([]);

    // Once recorded by its owner, it stays someone else's.
    await confirm(intentId, owner);
    await expect(confirm(intentId, aUserId())).rejects.toMatchObject(notFound);
    expect(await donationEvents(billing, intentId)).toHaveLength(1);
  });

  it('refuses a signed-in claim to a visitor’s payment', async () => {
    const intentId = await aDonationIntent(billing, 'coffee');
    stripe.succeed(intentId);
    await expect(confirm(intentId, aUserId())).rejects.toMatchObject({ status: 404 });
    expect(await billing.donations(intentId)).toEqual([]);
  });

  it('refuses an unpaid payment with 409 and records nothing', async () => {
    const userId = aUserId();
    const intentId = await aDonationIntent(billing, 'kuchen', { userId });
    await expect(confirm(intentId, userId)).rejects.toMatchObject({
      code: 'CONFLICT',
      status: 409,
      message:
        'This payment has not gone through (Stripe reports it as requires payment method), so no donation was recorded.',
    });
    expect(await billing.donations(intentId)).toEqual([]);
    expect(await donationEvents(billing, intentId)).toEqual([]);
  });

  it('answers 404 for a payment Stripe does not know, and for another product’s payment', async () => {
    await expect(confirm('pi_does_not_exist')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    stripe.put({
      id: 'pi_not_a_donation',
      amount: 300,
      amount_received: 300,
      currency: 'gbp',
      status: 'succeeded',
      metadata: { product_code: 'coffee' },
      latest_charge: null,
      receipt_email: null,
    });
    await expect(confirm('pi_not_a_donation')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an id that is not a payment intent id with 400', async () => {
    await expect(confirm('cs_test_123')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'paymentIntentId must be a payment intent id',
    });
  });

  it('answers 503 when Stripe cannot be reached, recording nothing', async () => {
    const intentId = await aDonationIntent(billing, 'coffee');
    stripe.succeed(intentId);
    stripe.failNext(503);
    await expect(confirm(intentId)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await billing.donations(intentId)).toEqual([]);
  });
});
