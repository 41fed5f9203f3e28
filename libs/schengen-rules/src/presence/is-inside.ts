/**
 * Whether `today` falls within any stay (SPEC §4 "Presence"): the traveller is inside the
 * Schengen Area. An ongoing stay covers its entry day up to today. A stay in a country that does
 * not apply the Schengen rules in full on that day (Cyprus, Ireland; Croatia before 2023) is
 * outside the area; a stay without a country is inside. Excluded periods (a residence permit) do
 * not matter here: a resident is still inside.
 *
 * @example
 * isInside([{ entry: '2025-01-01', exit: null }], '2025-01-05'); // → true
 * isInside([{ entry: '2025-01-01', exit: null, country: 'CY' }], '2025-01-05'); // → false
 */
import { toDay } from '../_lib/day-number';
import { countingStartDay } from '../_lib/membership';
import { resolveStays } from '../_lib/timeline';
import type { IsoDate, Stay } from '../types';

export function isInside(stays: readonly Stay[], today: IsoDate): boolean {
  const day = toDay(today);
  return resolveStays(stays, { today }).some((span) => {
    if (span.start > day || day > span.end) return false;
    const countsFrom = countingStartDay(stays[span.index]!.country);
    return countsFrom !== null && day >= countsFrom;
  });
}
