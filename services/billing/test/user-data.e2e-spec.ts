import { BillingPatterns, type BillingUserDataDto } from '@app/contracts';

import { type FakeStripe } from './support/fake-stripe';
import {
  aUserId,
  startBillingService,
  type BillingTestService,
} from './support/billing-test-service';
import { aDonationIntent } from './support/donations';

describe('the donations part of the data export (billing.user-data.export)', () => {
  let billing: BillingTestService;
  let stripe: FakeStripe;

  beforeAll(async () => {
    billing = await startBillingService();
    stripe = billing.stripe!;
  });

  afterAll(async () => {
    await billing.close();
  });

  const donate = async (userId: string, tier: 'coffee' | 'kuchen') => {
    const intentId = await aDonationIntent(billing, tier, { userId });
    stripe.succeed(intentId);
    await billing.call(BillingPatterns.ConfirmDonation, { paymentIntentId: intentId, userId });
    return intentId;
  };

  it("answers every donation of the user as stored, oldest first, and no one else's", async () => {
    const userId = aUserId();
    const first = await donate(userId, 'coffee');
    billing.clock.set('2025-06-15T12:01:00.000Z');
    const second = await donate(userId, 'kuchen');
    await donate(aUserId(), 'coffee');

    const exported = await billing.call<BillingUserDataDto>(BillingPatterns.ExportUserData, {
      userId,
    });
    const [firstRow] = await billing.donations(first);
    const [secondRow] = await billing.donations(second);
    expect(exported).toEqual({
      donations: [firstRow!, secondRow!].map((row) => ({
        id: row.id,
        payment_intent_id: row.paymentIntentId,
        product_code: row.productCode,
        amount_pence: row.amountPence,
        currency: 'gbp',
        donated_at: row.recordedAt.toISOString(),
      })),
    });
    expect(exported.donations.map((d) => [d.product_code, d.amount_pence])).toEqual([
      ['coffee', 300],
      ['kuchen', 750],
    ]);
    expect(await billing.call(BillingPatterns.ExportUserData, { userId: aUserId() })).toEqual({
      donations: [],
    });
  });
});
