import { problemsOf } from '../../_testing/dto-test-helpers';
import {
  ConfirmDonationRpcRequest,
  CreatePaymentIntentRpcRequest,
  StripeWebhookRpcRequest,
} from './billing-rpc-requests.dto';

const USER_ID = '7f1c2b7e-3f0a-4c55-9a49-1d2c9c0e8a11';

describe('CreatePaymentIntentRpcRequest', () => {
  it('accepts a visitor with the tier alone', async () => {
    expect(
      await problemsOf(CreatePaymentIntentRpcRequest, { amount: 300, productCode: 'coffee' }),
    ).toEqual({});
  });

  it('accepts a signed-in donor with an idempotency key', async () => {
    expect(
      await problemsOf(CreatePaymentIntentRpcRequest, {
        amount: 750,
        productCode: 'kuchen',
        userId: USER_ID,
        email: 'ada@example.com',
        displayName: 'Ada',
        idempotencyKey: 'b6f0b1d4-3c1e-4f0e-9a7c-2b5d9e8f1a23',
      }),
    ).toEqual({});
  });

  it.each(['short', 'has space in it', 'x'.repeat(65)])(
    'refuses the idempotency key %p',
    async (idempotencyKey) => {
      expect(
        await problemsOf(CreatePaymentIntentRpcRequest, {
          amount: 300,
          productCode: 'coffee',
          idempotencyKey,
        }),
      ).toEqual({ idempotencyKey: ['Idempotency-Key must be 8 to 64 letters, digits, - or _'] });
    },
  );

  it('still checks the amount against the tier', async () => {
    expect(
      await problemsOf(CreatePaymentIntentRpcRequest, { amount: 500, productCode: 'coffee' }),
    ).toEqual({ amount: ['amount must be the price of the chosen donation tier'] });
  });
});

describe('ConfirmDonationRpcRequest', () => {
  it('accepts a visitor and a user', async () => {
    expect(await problemsOf(ConfirmDonationRpcRequest, { paymentIntentId: 'pi_123' })).toEqual({});
    expect(
      await problemsOf(ConfirmDonationRpcRequest, { paymentIntentId: 'pi_123', userId: USER_ID }),
    ).toEqual({});
  });

  it('refuses a user id that is not an id', async () => {
    expect(
      await problemsOf(ConfirmDonationRpcRequest, { paymentIntentId: 'pi_123', userId: 'ada' }),
    ).toEqual({ userId: ['userId must be a valid id'] });
  });
});

describe('StripeWebhookRpcRequest', () => {
  it('needs the body and the signature header', async () => {
    expect(await problemsOf(StripeWebhookRpcRequest, {})).toEqual({
      payload: ['The webhook body is missing'],
      signature: ['The Stripe-Signature header is missing'],
    });
    expect(
      await problemsOf(StripeWebhookRpcRequest, { payload: '{}', signature: 't=1,v1=abc' }),
    ).toEqual({});
  });
});
