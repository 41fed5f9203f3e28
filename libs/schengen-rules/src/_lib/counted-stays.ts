import { WINDOW_DAYS } from '../constants';
import type { CountedStay, Stay } from '../types';

import { fromDay } from './day-number';
import { ownDays } from './own-days';
import type { StaySpan } from './timeline';

/**
 * The days that count in the window of `day`, grouped by the stay they are counted for (see
 * `ownDays`), in date order, with their total. `spans` are `stays` resolved.
 */
export function countedStays<S extends Stay>(
  stays: readonly S[],
  spans: readonly StaySpan[],
  day: number,
): { readonly used: number; readonly counted: CountedStay<S>[] } {
  const first = day - WINDOW_DAYS + 1;
  const inWindow = spans.filter((span) => span.end >= first && span.start <= day);
  const counted: CountedStay<S>[] = [];
  let used = 0;
  for (const owned of ownDays(inWindow)) {
    const start = Math.max(owned.start, first);
    const end = Math.min(owned.end, day);
    if (start > end) continue;
    used += end - start + 1;
    counted.push({
      stay: stays[owned.index]!,
      counted: { start: fromDay(start), end: fromDay(end) },
      days: end - start + 1,
      dropsOut: { start: fromDay(start + WINDOW_DAYS), end: fromDay(end + WINDOW_DAYS) },
    });
  }
  return { used, counted };
}
