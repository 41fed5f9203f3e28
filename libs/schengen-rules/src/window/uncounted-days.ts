/**
 * The days from `from` to `to` that lie inside a recorded stay but do not count towards the 90
 * days, in runs of one stay and one reason, in date order (the calendar and the exports show them
 * apart, with the reason):
 *
 * - `excluded_period`: covered by a residence permit or a long-stay visa (`opts.excludedPeriods`,
 *   Schengen Borders Code Art. 6(1)), with the period as given;
 * - `not_schengen_then`: in a country before it applied the Schengen rules in full, with the
 *   country and `countsFrom`, its first counted day (Croatia: 2023-01-01);
 * - `not_schengen`: in a country that never did (Cyprus, Ireland).
 *
 * A day some other stay counts is counted, so it is not listed. A day covered by several stays is
 * named for the stay with the earliest entry, then the latest end, then the first given; for one
 * stay the country's reason comes before an excluded period, and of several periods the first given. An ongoing stay runs to `opts.today`.
 *
 * @example
 * uncountedDays([{ entry: '2022-12-28', exit: '2023-01-03', country: 'HR' }], '2022-12-01', '2023-01-31');
 * // → [{ reason: 'not_schengen_then', country: 'HR', countsFrom: '2023-01-01', stay: { … },
 * //      days: { start: '2022-12-28', end: '2022-12-31' }, count: 4 }]
 */
import { countedSpans, uncountedRuns } from '../_lib/counted-days';
import { toDay } from '../_lib/day-number';
import { Timeline } from '../_lib/timeline';
import type { IsoDate, RuleOptions, Stay, UncountedDays } from '../types';

export function uncountedDays<S extends Stay>(
  stays: readonly S[],
  from: IsoDate,
  to: IsoDate,
  opts: RuleOptions = {},
): UncountedDays<S>[] {
  const first = toDay(from);
  const last = toDay(to);
  if (last < first) throw new RangeError(`The range ends (${to}) before it starts (${from})`);
  const counted = Timeline.of(countedSpans(stays, opts), first, last);
  return uncountedRuns(stays, opts, counted, first, last);
}
