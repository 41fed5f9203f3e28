/**
 * Days present in the rolling window that ends on `date`: that day and the 179 days before it
 * (SPEC §1). Entry and exit days both count; a day covered by several stays counts once; an
 * ongoing stay counts up to and including `opts.today` and nothing after it. Days that do not
 * count are left out: those of `opts.excludedPeriods`, and those of a stay in a country before it
 * applied the Schengen rules in full (or ever: Cyprus, Ireland); a stay without a country counts.
 *
 * @example
 * daysUsed([{ entry: '2025-01-01', exit: '2025-01-10' }], '2025-03-01'); // → 10
 */
import { countedSpans } from '../_lib/counted-days';
import { toDay } from '../_lib/day-number';
import { Timeline } from '../_lib/timeline';
import { WINDOW_DAYS } from '../constants';
import type { IsoDate, RuleOptions, Stay } from '../types';

export function daysUsed(stays: readonly Stay[], date: IsoDate, opts: RuleOptions = {}): number {
  const day = toDay(date);
  const timeline = Timeline.of(countedSpans(stays, opts), day - WINDOW_DAYS + 1, day);
  return timeline.windowCount(day, WINDOW_DAYS);
}
