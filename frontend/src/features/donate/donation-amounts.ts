import type { DonationProductCode } from '@app/contracts';

/** SPEC §9 "Donation return defaults": amount 3, type coffee. */
export const DEFAULT_RETURN_AMOUNT = '3';
export const DEFAULT_RETURN_TYPE: DonationProductCode = 'coffee';

/**
 * Pounds from integer pence as the return URL carries them (SPEC §9): whole pounds without
 * decimals, otherwise two decimals. The page shows amounts with `formatMoney` (tier-words.ts).
 *
 * @example
 * formatPounds(300) // → '3'
 * formatPounds(750) // → '7.50'
 */
export function formatPounds(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}
