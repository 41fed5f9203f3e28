/**
 * Whether `today` falls within any stay (SPEC §4 "Presence"): the traveller is inside the
 * Schengen Area. An ongoing stay covers its entry day up to today.
 *
 * @example
 * isInside([{ entry: '2025-01-01', exit: null }], '2025-01-05'); // → true
 */
import { toDay } from '../_lib/day-number';
import { resolveStays } from '../_lib/timeline';
import type { IsoDate, Stay } from '../types';

export function isInside(stays: readonly Stay[], today: IsoDate): boolean {
  const day = toDay(today);
  return resolveStays(stays, { today }).some((span) => span.start <= day && day <= span.end);
}
