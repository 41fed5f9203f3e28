import type { DonationProductCode } from '@app/contracts';

/** SPEC §9 "Donation return defaults": amount 3, type coffee. */
export const DEFAULT_RETURN_AMOUNT = '3';
export const DEFAULT_RETURN_TYPE: DonationProductCode = 'coffee';

/**
 * Pounds for display from integer pence, as SPEC writes them: whole pounds without decimals,
 * otherwise two decimals.
 *
 * @example
 * formatPounds(300) // → '3'
 * formatPounds(750) // → '7.50'
 */
export function formatPounds(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}

/** What the thank-you dialog says for each tier (SPEC §2: food by type, any other → coffee). */
const THANK_YOU: Record<DonationProductCode, { food: string; message: string }> = {
  coffee: {
    food: 'coffee and croissant',
    message: 'A warm coffee and a flaky croissant: the perfect start to planning the next trip.',
  },
  espresso: {
    food: 'espresso and cannoli',
    message: 'A strong espresso and a sweet cannoli keep the day counting, one stay at a time.',
  },
  kuchen: {
    food: 'Kaffe und Kuchen',
    message: 'Kaffe und Kuchen, the best of afternoon traditions. Vielen Dank!',
  },
};

function isProductCode(type: string): type is DonationProductCode {
  return Object.hasOwn(THANK_YOU, type);
}

/** The food and themed message for a donation type from the return URL. */
export function thankYouFor(type: string): { food: string; message: string } {
  return THANK_YOU[isProductCode(type) ? type : DEFAULT_RETURN_TYPE];
}
