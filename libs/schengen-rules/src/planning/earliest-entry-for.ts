/**
 * The first day E on or after `from` such that a stay of `days` days starting on E
 * (E .. E + days - 1) is allowed (see `isStayAllowed`). `null` when `days` is over 90 or when no
 * start day up to three years after `from` fits.
 *
 * @example
 * earliestEntryFor([{ entry: '2025-01-01', exit: '2025-03-31' }], '2025-04-01', 10);
 * // → '2025-06-30' (the first January days have left the window by then)
 */
import { countedSpans } from '../_lib/counted-days';
import { addMonthsToParts, fromDay, partsToDay, toDay, toParts } from '../_lib/day-number';
import { firstFittingStart } from '../_lib/first-fitting-start';
import { lookAhead } from '../_lib/stay-fits';
import { Timeline } from '../_lib/timeline';
import { EARLIEST_ENTRY_SEARCH_YEARS, MAX_DAYS_IN_WINDOW, WINDOW_DAYS } from '../constants';
import type { IsoDate, RuleOptions, Stay } from '../types';

export function earliestEntryFor(
  stays: readonly Stay[],
  from: IsoDate,
  days: number,
  opts: RuleOptions = {},
): IsoDate | null {
  if (!Number.isInteger(days) || days < 1) {
    throw new RangeError(`A stay lasts a whole number of days, at least 1; got ${days}`);
  }
  const first = toDay(from);
  if (days > MAX_DAYS_IN_WINDOW) return null;
  const lastCandidate = partsToDay(
    addMonthsToParts(toParts(from), EARLIEST_ENTRY_SEARCH_YEARS * 12),
  );
  const considerLater = opts.considerLaterStays === true;
  const timeline = Timeline.of(
    countedSpans(stays, opts),
    first - WINDOW_DAYS + 1,
    lastCandidate + days - 1 + lookAhead(considerLater),
  );
  const entry = firstFittingStart(timeline, first, lastCandidate, days, considerLater, null);
  return entry === null ? null : fromDay(entry);
}
