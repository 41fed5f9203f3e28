/**
 * "Days coming back": from a baseline day (today, or the last day of a planned trip), the dates in
 * the next 180 days on which the traveller's days left (`max(0, 90 - daysUsed)`, SPEC §1, §9) rise,
 * by how much, and the days left after the rise. After 180 days every day present up to the
 * baseline has left the window, so the list is complete; stays after the baseline (planned ones)
 * count as days are spent and may hold days back.
 *
 * A day's count changes by at most one from the day before (one day may leave the window, one may
 * join it), so `regained` is 1 on each listed date; runs of consecutive dates are one earlier stay
 * coming back day by day.
 *
 * @example
 * daysComingBack([{ entry: '2025-01-01', exit: '2025-01-02' }], '2025-06-01');
 * // → { from: '2025-06-01', daysLeft: 88, through: '2025-11-28',
 * //     regains: [{ date: '2025-06-30', regained: 1, daysLeftAfter: 89 },
 * //               { date: '2025-07-01', regained: 1, daysLeftAfter: 90 }] }
 */
import { remainingDays } from '../_lib/allowance';
import { countedSpans } from '../_lib/counted-days';
import { fromDay, toDay } from '../_lib/day-number';
import { Timeline } from '../_lib/timeline';
import { WINDOW_DAYS } from '../constants';
import type { IsoDate, RuleOptions, Stay } from '../types';

/** A date on which days come back. */
export interface DayRegain {
  readonly date: IsoDate;
  /** Days left on `date` minus days left the day before. */
  readonly regained: number;
  readonly daysLeftAfter: number;
}

export interface DaysComingBack {
  /** The baseline day. */
  readonly from: IsoDate;
  /** Days left on the baseline day. */
  readonly daysLeft: number;
  /** The last day looked at: `from` + 180 days. */
  readonly through: IsoDate;
  /** Every date from the day after `from` to `through` on which days left rise, in order. */
  readonly regains: readonly DayRegain[];
}

export function daysComingBack(
  stays: readonly Stay[],
  from: IsoDate,
  opts: RuleOptions = {},
): DaysComingBack {
  const first = toDay(from);
  const last = first + WINDOW_DAYS;
  const timeline = Timeline.of(countedSpans(stays, opts), first - WINDOW_DAYS + 1, last);
  const baseline = remainingDays(timeline.windowCount(first, WINDOW_DAYS));
  const regains: DayRegain[] = [];
  let before = baseline;
  for (let day = first + 1; day <= last; day += 1) {
    const left = remainingDays(timeline.windowCount(day, WINDOW_DAYS));
    if (left > before) {
      regains.push({ date: fromDay(day), regained: left - before, daysLeftAfter: left });
    }
    before = left;
  }
  return { from, daysLeft: baseline, through: fromDay(last), regains };
}
