/**
 * The first of `visits` (in the given order: `pairVisits` gives the newest first) that shares at
 * least one day with `range`, both ends included, reading each visit as `visitRange` does (an
 * ongoing visit runs up to `today`, or covers only its entry day while it lies ahead); `null` when
 * none does. What a new or moved visit must not do (SPEC §3, §5).
 *
 * @example
 * overlappingVisit(pairVisits(records, { today }), { start: '2025-03-05', end: '2025-03-12' }, today);
 * // → the visit from 2025-03-01 to 2025-03-10
 */
import { toDay } from '../_lib/day-number';
import type { DateRange, IsoDate } from '../types';

import type { Visit } from './pair-visits';
import { visitRange } from './visit-range';

export function overlappingVisit<V extends Pick<Visit, 'entryDate' | 'exitDate'>>(
  visits: readonly V[],
  range: DateRange,
  today: IsoDate,
): V | null {
  const start = toDay(range.start);
  const end = toDay(range.end);
  if (end < start) throw new RangeError(`The range from ${range.start} ends before it starts`);
  for (const visit of visits) {
    const covered = visitRange(visit, today);
    if (toDay(covered.start) <= end && start <= toDay(covered.end)) return visit;
  }
  return null;
}
