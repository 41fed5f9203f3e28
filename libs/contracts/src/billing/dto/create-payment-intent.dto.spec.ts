import { problemsOf } from '../../_testing/dto-test-helpers';
import { CreatePaymentIntentDto } from './create-payment-intent.dto';

describe('CreatePaymentIntentDto', () => {
  it.each([
    ['coffee', 300],
    ['espresso', 500],
    ['kuchen', 750],
  ])('accepts the %s tier at %i pence', async (productCode, amount) => {
    expect(await problemsOf(CreatePaymentIntentDto, { productCode, amount })).toEqual({});
  });

  it('rejects an amount that is not the tier price', async () => {
    expect(await problemsOf(CreatePaymentIntentDto, { productCode: 'kuchen', amount: 1 })).toEqual({
      amount: ['amount must be the price of the chosen donation tier'],
    });
  });

  it('rejects pounds in place of pence', async () => {
    expect(
      await problemsOf(CreatePaymentIntentDto, { productCode: 'kuchen', amount: 7.5 }),
    ).toEqual({
      amount: ['amount must be a whole number of pence'],
    });
  });

  it('rejects an unknown product code on its own field', async () => {
    expect(
      await problemsOf(CreatePaymentIntentDto, { productCode: 'champagne', amount: 300 }),
    ).toEqual({ productCode: ['productCode must be one of the donation tiers'] });
  });

  it('requires both fields', async () => {
    expect(await problemsOf(CreatePaymentIntentDto, {})).toEqual({
      amount: ['Amount is required'],
      productCode: ['Product code is required'],
    });
  });
});
