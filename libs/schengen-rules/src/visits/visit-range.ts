/**
 * The days a visit covers, both ends included (SPEC §3, §4): entry to exit; an ongoing visit (no
 * exit) runs up to `today`, and one that starts after today covers only its entry day. This is
 * how the calendar draws visits and how overlaps between visits are judged.
 *
 * @example
 * visitRange({ entryDate: '2025-06-01', exitDate: null }, '2025-06-15');
 * // → { start: '2025-06-01', end: '2025-06-15' }
 * visitRange({ entryDate: '2025-07-01', exitDate: null }, '2025-06-15');
 * // → { start: '2025-07-01', end: '2025-07-01' }
 */
import { fromDay, toDay } from '../_lib/day-number';
import type { DateRange, IsoDate } from '../types';

import type { Visit } from './pair-visits';

export function visitRange(
  visit: Pick<Visit, 'entryDate' | 'exitDate'>,
  today: IsoDate,
): DateRange {
  const start = toDay(visit.entryDate);
  if (visit.exitDate !== null) {
    if (toDay(visit.exitDate) < start) {
      throw new RangeError(`The visit from ${visit.entryDate} ends before it starts`);
    }
    return { start: visit.entryDate, end: visit.exitDate };
  }
  return { start: visit.entryDate, end: fromDay(Math.max(start, toDay(today))) };
}
