import { problemsOf } from '../../_testing/dto-test-helpers';
import { ConfirmDonationDto } from './confirm-donation.dto';

describe('ConfirmDonationDto', () => {
  it('accepts a payment intent id', async () => {
    expect(await problemsOf(ConfirmDonationDto, { paymentIntentId: 'pi_3Nabc123XYZ' })).toEqual({});
  });

  it.each(['3Nabc', 'pi_', 'pi_abc def', 'cs_test_123'])('rejects %p', async (paymentIntentId) => {
    expect(await problemsOf(ConfirmDonationDto, { paymentIntentId })).toEqual({
      paymentIntentId: ['paymentIntentId must be a payment intent id'],
    });
  });

  it('requires the id', async () => {
    expect(await problemsOf(ConfirmDonationDto, {})).toEqual({
      paymentIntentId: ['Payment intent id is required'],
    });
  });
});
