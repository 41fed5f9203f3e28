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
 * Days that do not count (`opts.excludedPeriods`; a stay in a country before it applied the
 * Schengen rules in full, or one that never did) are in no group: `notCounted` names them, in runs
 * with their reason (`uncountedDays`). A stay cut by such days has one group per counted run.
 *
 * @example
 * explainDay([{ id: 7, entry: '2025-01-01', exit: '2025-01-10' }], '2025-03-01');
 * // → { date: '2025-03-01', window: { start: '2024-09-03', end: '2025-03-01' },
 * //     daysUsed: 10, daysLeft: 80,
 * //     stays: [{ stay: { id: 7, … }, counted: { start: '2025-01-01', end: '2025-01-10' },
 * //               days: 10, dropsOut: { start: '2025-06-30', end: '2025-07-09' } }],
//     notCounted: [] }
 */
import { remainingDays } from '../_lib/allowance';
import { countedSpans, uncountedRuns } from '../_lib/counted-days';
import { countedStays } from '../_lib/counted-stays';
import { fromDay, toDay } from '../_lib/day-number';
import { Timeline } from '../_lib/timeline';
import { WINDOW_DAYS } from '../constants';
import type { CountedStay, DateRange, IsoDate, RuleOptions, Stay, UncountedDays } from '../types';

export interface DayExplanation<S extends Stay = Stay> {
  readonly date: IsoDate;
  /** The 180 days the count looks back over: `date` - 179 .. `date`. */
  readonly window: DateRange;
  readonly daysUsed: number;
  readonly daysLeft: number;
  /** The stays with days in the window, in date order; their `days` add up to `daysUsed`. */
  readonly stays: readonly CountedStay<S>[];
  /**
   * The days of the window, up to `date`, inside a stay but not counted, with the reason (see
   * `uncountedDays`); empty when every such day counts.
   */
  readonly notCounted: readonly UncountedDays<S>[];
}

export function explainDay<S extends Stay>(
  stays: readonly S[],
  date: IsoDate,
  opts: RuleOptions = {},
): DayExplanation<S> {
  const day = toDay(date);
  const first = day - WINDOW_DAYS + 1;
  const spans = countedSpans(stays, opts);
  const { used, counted } = countedStays(stays, spans, day);
  return {
    date,
    window: { start: fromDay(first), end: date },
    daysUsed: used,
    daysLeft: remainingDays(used),
    stays: counted,
    notCounted: uncountedRuns(stays, opts, Timeline.of(spans, first, day), first, day),
  };
}
