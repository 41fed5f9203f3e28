/**
 * The first day a stay in `country` counts towards the 90 days: the day that state applied the
 * Schengen rules in full (`SCHENGEN_MEMBERSHIP`), `null` for a state whose stays never count
 * (Cyprus, Ireland). `country` is an ISO 3166-1 alpha-2 code or the English name a travel entry
 * stores; anything else throws `RangeError`, so a caller can check a country before storing it.
 *
 * @example
 * schengenCountsFrom('Croatia'); // → '2023-01-01'
 * schengenCountsFrom('CY'); // → null
 */
import { membershipOf } from '../_lib/membership';
import type { IsoDate } from '../types';

export function schengenCountsFrom(country: string): IsoDate | null {
  const membership = membershipOf(country);
  if (membership === null) throw new RangeError('A country is required');
  return membership.countsFrom;
}
