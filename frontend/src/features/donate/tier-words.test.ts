import { createIntl } from 'react-intl';

import type { DonationProductCode, DonationTierDto } from '@app/contracts';
import { intlLocale, loadedMessages, type LanguageCode } from '@app/i18n/web';

import { pageIn } from '../../testing/page-language';
import { TEST_DONATION_OPTIONS } from './testing/donation-options';
import { formatMoney, thankYouFor, tierWords } from './tier-words';

const intlIn = (language: LanguageCode) =>
  createIntl({ locale: intlLocale(language), messages: loadedMessages(language) });

function tier(productCode: DonationProductCode): DonationTierDto {
  const found = TEST_DONATION_OPTIONS.tiers.find((each) => each.productCode === productCode);
  if (!found) throw new Error(`No tier ${productCode}`);
  return found;
}

describe('formatMoney', () => {
  it.each([
    ['en', 3, '£3'],
    ['en', 7.5, '£7.50'],
    ['en', 10.05, '£10.05'],
    ['de', 3, '3 £'],
    ['de', 7.5, '7,50 £'],
  ] as const)('writes pounds in %s: %d → %s', async (language, pounds, text) => {
    await pageIn(language);
    // Intl puts a no-break space between a German amount and its sign.
    expect(formatMoney(intlIn(language), pounds).replace(/\s/g, ' ')).toBe(text);
  });
});

describe('tierWords', () => {
  it("names each tier in English as the server does, and in the page's language", async () => {
    const english = intlIn('en');
    for (const each of TEST_DONATION_OPTIONS.tiers) {
      expect(tierWords(english, each)).toEqual({ title: each.title, food: each.description });
    }
    await pageIn('de');
    expect(tierWords(intlIn('de'), tier('coffee'))).toEqual({
      title: 'Kaffee',
      food: 'Kaffee und Croissant',
    });
    expect(tierWords(intlIn('de'), tier('kuchen')).food).toBe('Kaffee und Kuchen');
  });

  it("keeps the server's words for a tier this page does not know", async () => {
    await pageIn('de');
    const unknown = { productCode: 'tea' as DonationProductCode, title: 'Tea', description: 'tea' };
    expect(tierWords(intlIn('de'), unknown)).toEqual({ title: 'Tea', food: 'tea' });
  });
});

describe('thankYouFor', () => {
  it.each([
    ['coffee', 'coffee and croissant'],
    ['espresso', 'espresso and cannoli'],
    ['kuchen', 'Kaffe und Kuchen'],
    ['tea', 'coffee and croissant'],
    ['constructor', 'coffee and croissant'],
  ])('names the food of %s: %s', (type, food) => {
    expect(intlIn('en').formatMessage({ id: thankYouFor(type).food })).toBe(food);
  });
});
