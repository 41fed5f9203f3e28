import { formatPounds } from './donation-amounts';
import { donationReturnUrl, readDonationReturn } from './donation-return';

const read = (query: string) => readDonationReturn(new URLSearchParams(query));

describe('readDonationReturn', () => {
  it('reads nothing without donation=success', () => {
    expect(read('amount=5&type=espresso')).toBeNull();
    expect(read('donation=cancelled')).toBeNull();
  });

  it('reads the amount, the type and what Stripe appended', () => {
    expect(
      read(
        'donation=success&amount=7.50&type=kuchen&payment_intent=pi_3Abc&payment_intent_client_secret=pi_3Abc_secret_x&redirect_status=succeeded',
      ),
    ).toEqual({
      amount: '7.50',
      type: 'kuchen',
      paymentIntentId: 'pi_3Abc',
      clientSecret: 'pi_3Abc_secret_x',
      hasFailed: false,
    });
  });

  it('defaults to amount 3 and type coffee (SPEC §9)', () => {
    expect(read('donation=success')).toEqual({
      amount: '3',
      type: 'coffee',
      paymentIntentId: null,
      clientSecret: null,
      hasFailed: false,
    });
    expect(
      read('donation=success&amount=<b>&payment_intent=cs_123&payment_intent_client_secret=x"y'),
    ).toMatchObject({
      amount: '3',
      paymentIntentId: null,
      clientSecret: null,
    });
  });

  it.each(['failed', 'requires_payment_method', 'canceled'])(
    'reports redirect_status=%s as failed',
    (status) => {
      expect(read(`donation=success&redirect_status=${status}`)?.hasFailed).toBe(true);
    },
  );
});

describe('donationReturnUrl', () => {
  it('sends Stripe back to the product home with donation=success, the amount and the type', () => {
    expect(donationReturnUrl('https://tracker.example', '/', '7.50', 'kuchen')).toBe(
      'https://tracker.example/?donation=success&amount=7.50&type=kuchen',
    );
  });
});

describe('formatPounds', () => {
  it.each([
    [300, '3'],
    [500, '5'],
    [750, '7.50'],
    [1_005, '10.05'],
  ])('writes %i pence as £%s', (pence, pounds) => {
    expect(formatPounds(pence)).toBe(pounds);
  });
});
