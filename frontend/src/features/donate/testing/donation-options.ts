import type { DonationOptionsDto } from '@app/contracts';

/** GET /api/donation-options as the gateway answers it when Stripe is configured. */
export const TEST_DONATION_OPTIONS: DonationOptionsDto = {
  publishableKey: 'pk_test_frontend',
  currency: 'gbp',
  tiers: [
    { title: 'Coffee', amount: 300, productCode: 'coffee', description: 'coffee and croissant' },
    {
      title: 'Espresso',
      amount: 500,
      productCode: 'espresso',
      description: 'espresso and cannoli',
    },
    { title: 'Kuchen', amount: 750, productCode: 'kuchen', description: 'Kaffe und Kuchen' },
  ],
};
