/**
 * The `daysUsed` figure for every day from `from` to `to` (the calendar's numbers), with whether
 * the traveller is present that day (inside a recorded stay, whether or not the day counts: see
 * `uncountedDays` for those that do not) and the days left. One pass over prefix sums: O(days + stays),
 * never a recount of the window per day.
 *
 * @example
 * dailyUsage([{ entry: '2025-01-01', exit: '2025-01-02' }], '2025-01-01', '2025-01-03');
 * // → [{ date: '2025-01-01', daysUsed: 1, daysLeft: 89, isPresent: true },
 * //    { date: '2025-01-02', daysUsed: 2, daysLeft: 88, isPresent: true },
 * //    { date: '2025-01-03', daysUsed: 2, daysLeft: 88, isPresent: false }]
 */
import { remainingDays } from '../_lib/allowance';
import { countedSpans } from '../_lib/counted-days';
import { consecutiveDates, toDay } from '../_lib/day-number';
import { Timeline, resolveStays } from '../_lib/timeline';
import { WINDOW_DAYS } from '../constants';
import type { IsoDate, RuleOptions, Stay } from '../types';

export interface DayUsage {
  readonly date: IsoDate;
  readonly daysUsed: number;
  readonly daysLeft: number;
  /** Inside a recorded stay, counted or not. */
  readonly isPresent: boolean;
}

export function dailyUsage(
  stays: readonly Stay[],
  from: IsoDate,
  to: IsoDate,
  opts: RuleOptions = {},
): DayUsage[] {
  const first = toDay(from);
  const last = toDay(to);
  if (last < first) throw new RangeError(`The range ends (${to}) before it starts (${from})`);
  const timeline = Timeline.of(countedSpans(stays, opts), first - WINDOW_DAYS + 1, last);
  const inStay = Timeline.of(resolveStays(stays, opts), first, last);
  const dates = consecutiveDates(first, last - first + 1);
  const days: DayUsage[] = new Array<DayUsage>(dates.length);
  for (let day = first; day <= last; day += 1) {
    const used = timeline.windowCount(day, WINDOW_DAYS);
    days[day - first] = {
      date: dates[day - first]!,
      daysUsed: used,
      daysLeft: remainingDays(used),
      isPresent: inStay.isPresent(day),
    };
  }
  return days;
}
