/**
 * Why a day has its count (the calendar's "Why" panel): the rolling window it looks back over
 * (the day and the 179 days before it, SPEC §1), the days inside it that count grouped by stay,
 * the total, and when each of those days drops out. A counted day X drops out on X + 180: the
 * window of that day is X + 1 .. X + 180, so X counts no longer from that day on.
 *
 * Entry and exit days both count; an ongoing stay counts up to and including `opts.today`. A day
 * covered by several stays counts once, for the stay with the earliest entry (then the latest
 * end, then the first given), so the groups never overlap and their days add up to the total.
 * Stays come back as given (any extra fields, such as an id, included), in date order.
 *
 * @example
 * explainDay([{ id: 7, entry: '2025-01-01', exit: '2025-01-10' }], '2025-03-01');
 * // → { date: '2025-03-01', window: { start: '2024-09-03', end: '2025-03-01' },
 * //     daysUsed: 10, daysLeft: 80,
 * //     stays: [{ stay: { id: 7, … }, counted: { start: '2025-01-01', end: '2025-01-10' },
 * //               days: 10, dropsOut: { start: '2025-06-30', end: '2025-07-09' } }] }
 */
import { remainingDays } from '../_lib/allowance';
import { fromDay, toDay } from '../_lib/day-number';
import { ownDays } from '../_lib/own-days';
import { resolveStays } from '../_lib/timeline';
import { WINDOW_DAYS } from '../constants';
import type { DateRange, IsoDate, RuleOptions, Stay } from '../types';

/** The days of one stay that count in a day's window. */
export interface CountedStay<S extends Stay = Stay> {
  /** The stay as given. */
  readonly stay: S;
  /** Its days inside the window (not already counted for another stay), both ends included. */
  readonly counted: DateRange;
  readonly days: number;
  /** The day each counted day stops counting (`counted` + 180 days), both ends included. */
  readonly dropsOut: DateRange;
}

export interface DayExplanation<S extends Stay = Stay> {
  readonly date: IsoDate;
  /** The 180 days the count looks back over: `date` - 179 .. `date`. */
  readonly window: DateRange;
  readonly daysUsed: number;
  readonly daysLeft: number;
  /** The stays with days in the window, in date order; their `days` add up to `daysUsed`. */
  readonly stays: readonly CountedStay<S>[];
}

export function explainDay<S extends Stay>(
  stays: readonly S[],
  date: IsoDate,
  opts: RuleOptions = {},
): DayExplanation<S> {
  const day = toDay(date);
  const first = day - WINDOW_DAYS + 1;
  const inWindow = resolveStays(stays, opts).filter(
    (span) => span.end >= first && span.start <= day,
  );
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
  return {
    date,
    window: { start: fromDay(first), end: date },
    daysUsed: used,
    daysLeft: remainingDays(used),
    stays: counted,
  };
}
