/**
 * The last day X on or after `entry` such that a stay `entry..X` is allowed (see `isStayAllowed`):
 * SPEC's "Last day to stay", and the European Commission calculator's "possible stay until".
 * `null` when not even the entry day is allowed. Looks ahead at most 90 days (SPEC §9).
 *
 * @example
 * latestExit([{ entry: '2025-01-01', exit: '2025-01-30' }], '2025-02-10'); // → '2025-04-10'
 */
import { countedSpans } from '../_lib/counted-days';
import { fromDay, toDay } from '../_lib/day-number';
import { latestFittingExit } from '../_lib/latest-fitting-exit';
import { lookAhead } from '../_lib/stay-fits';
import { Timeline } from '../_lib/timeline';
import { MAX_DAYS_IN_WINDOW, WINDOW_DAYS } from '../constants';
import type { IsoDate, RuleOptions, Stay } from '../types';

export function latestExit(
  stays: readonly Stay[],
  entry: IsoDate,
  opts: RuleOptions = {},
): IsoDate | null {
  const first = toDay(entry);
  const considerLater = opts.considerLaterStays === true;
  const timeline = Timeline.of(
    countedSpans(stays, opts),
    first - WINDOW_DAYS + 1,
    first + MAX_DAYS_IN_WINDOW - 1 + lookAhead(considerLater),
  );
  const exit = latestFittingExit(timeline, first, considerLater);
  return exit === null ? null : fromDay(exit);
}
