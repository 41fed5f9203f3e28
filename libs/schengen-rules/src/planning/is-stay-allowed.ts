/**
 * Whether adding presence on every day `entry..exit` keeps every one of those days at 90 or fewer
 * days used in its window (SPEC §1). With `opts.considerLaterStays`, days already recorded in the
 * 179 days after `exit` must stay at 90 or fewer too, so a planned trip cannot break a later one.
 * Recorded days that do not count (`opts.excludedPeriods`, a stay's country) are left out; every
 * day of the planned stay counts (a short stay is what is planned).
 *
 * @example
 * isStayAllowed([{ entry: '2025-01-01', exit: '2025-03-01' }], { entry: '2025-03-10', exit: '2025-04-10' });
 * // → false (60 + 32 = 92 days in the window of 10 April)
 */
import { countedSpans } from '../_lib/counted-days';
import { lookAhead, stayFits } from '../_lib/stay-fits';
import { Timeline, resolvePlannedStay } from '../_lib/timeline';
import { WINDOW_DAYS } from '../constants';
import type { IsoDate, RuleOptions, Stay } from '../types';

export interface PlannedStay {
  readonly entry: IsoDate;
  readonly exit: IsoDate;
}

export function isStayAllowed(
  stays: readonly Stay[],
  planned: PlannedStay,
  opts: RuleOptions = {},
): boolean {
  const { start: entry, end: exit } = resolvePlannedStay(planned);
  const timeline = Timeline.of(
    countedSpans(stays, opts),
    exit - WINDOW_DAYS + 1,
    exit + lookAhead(opts.considerLaterStays),
  );
  return stayFits(timeline, entry, exit, opts.considerLaterStays === true);
}
