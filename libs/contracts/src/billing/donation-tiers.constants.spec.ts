import {
  DEFAULT_DONATION_PRODUCT_CODE,
  DONATION_TIERS,
  findDonationTier,
} from './donation-tiers.constants';

describe('DONATION_TIERS', () => {
  it('prices the three SPEC tiers in whole pence', () => {
    expect(
      DONATION_TIERS.map(({ productCode, amountPence }) => [productCode, amountPence]),
    ).toEqual([
      ['coffee', 300],
      ['espresso', 500],
      ['kuchen', 750],
    ]);
    for (const { amountPence } of DONATION_TIERS) expect(Number.isInteger(amountPence)).toBe(true);
  });

  it('describes each tier with the food SPEC names', () => {
    expect(DONATION_TIERS.map(({ description }) => description)).toEqual([
      'coffee and croissant',
      'espresso and cannoli',
      'Kaffe und Kuchen',
    ]);
  });

  it('gives every tier a title', () => {
    for (const { title } of DONATION_TIERS) expect(title.length).toBeGreaterThan(0);
  });

  it('defaults to coffee', () => {
    expect(DEFAULT_DONATION_PRODUCT_CODE).toBe('coffee');
  });
});

describe('findDonationTier', () => {
  it('finds a tier by product code', () => {
    expect(findDonationTier('kuchen')?.amountPence).toBe(750);
  });

  it('finds nothing for an unknown code', () => {
    expect(findDonationTier('champagne')).toBeUndefined();
  });
});
