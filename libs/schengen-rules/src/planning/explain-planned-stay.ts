/**
 * Why the trip planner refuses a planned stay, and what would fit instead. The verdict is
 * `isStayAllowed` with later stays considered (a new trip must not push any day of a later
 * recorded or planned stay over 90, SPEC §1); `stays` are every other recorded and planned stay,
 * without the planned one. Recorded days that do not count (`opts.excludedPeriods`, a stay's
 * country) are left out of every count; every day of the planned stay counts. For a refused stay:
 *
 * - `firstDayOver`: the first day, of the trip or of a later stay in the 179 days after it, whose
 *   window would hold more than 90 days with the trip; `daysUsed` is that count, `window` its
 *   180 days, `causes` the other stays with days counted in it (as `explainDay` groups them) and
 *   `tripDays` the days the trip adds to it.
 * - Trips of their own that would fit, each holding no day of another stay (the travel service
 *   refuses overlapping visits, and a day already present adds nothing to plan):
 *   `nearestStart`, the first start on or after the wanted one for a stay of the same length (up
 *   to three years ahead); `nearestStartBefore`, only with `opts.earliestStart`, the last start
 *   before the wanted one and not before `earliestStart` (nor three years back); `longestStay`,
 *   the longest stay from the wanted start (`latestExit`, cut before the next day of another
 *   stay), or `null` when not even the entry day fits.
 *
 * @example
 * explainPlannedStay([{ entry: '2025-01-01', exit: '2025-03-01' }], { entry: '2025-03-10', exit: '2025-04-09' });
 * // → { isAllowed: false, days: 31, firstDayOver: '2025-04-09', isInTrip: true, daysUsed: 91,
 * //     window: { start: '2024-10-12', end: '2025-04-09' }, tripDays: 31, causes: [{ stay: …, days: 60, … }],
 * //     nearestStart: '2025-05-31', nearestStartBefore: null, longestStay: { exit: '2025-04-08', days: 30 } }
 */
import { countedSpans } from '../_lib/counted-days';
import { countedStays } from '../_lib/counted-stays';
import { addMonthsToParts, fromDay, partsToDay, toDay, toParts } from '../_lib/day-number';
import { firstFittingStart } from '../_lib/first-fitting-start';
import { longestNewTrip } from '../_lib/longest-new-trip';
import { stayFits } from '../_lib/stay-fits';
import { Timeline, resolvePlannedStay, resolveStays } from '../_lib/timeline';
import { EARLIEST_ENTRY_SEARCH_YEARS, MAX_DAYS_IN_WINDOW, WINDOW_DAYS } from '../constants';
import type { CountedStay, DateRange, ExcludedPeriod, IsoDate, Stay } from '../types';

import type { PlannedStay } from './is-stay-allowed';

export interface PlanExplanationOptions {
  /** The traveller's today. Required as soon as a stay is ongoing (`exit: null`). */
  readonly today?: IsoDate;
  /** Also look for a start before the wanted one, on or after this day (usually today). */
  readonly earliestStart?: IsoDate;
  /** Periods under a residence permit or a long-stay visa: their recorded days do not count. */
  readonly excludedPeriods?: readonly ExcludedPeriod[];
}

export interface AllowedPlannedStay {
  readonly isAllowed: true;
  /** Days of the planned stay, both ends included. */
  readonly days: number;
}

export interface RefusedPlannedStay<S extends Stay = Stay> {
  readonly isAllowed: false;
  readonly days: number;
  readonly firstDayOver: IsoDate;
  /** Whether `firstDayOver` is a day of the trip (else a day of a later stay). */
  readonly isInTrip: boolean;
  /** Days used on `firstDayOver` with the trip: more than 90. */
  readonly daysUsed: number;
  readonly window: DateRange;
  /** Days the trip adds to that window (its days there that no other stay covers). */
  readonly tripDays: number;
  /** The other stays with days in that window; their `days` and `tripDays` add up to `daysUsed`. */
  readonly causes: readonly CountedStay<S>[];
  readonly nearestStart: IsoDate | null;
  readonly nearestStartBefore: IsoDate | null;
  readonly longestStay: { readonly exit: IsoDate; readonly days: number } | null;
}

export type PlannedStayExplanation<S extends Stay = Stay> =
  AllowedPlannedStay | RefusedPlannedStay<S>;

export function explainPlannedStay<S extends Stay>(
  stays: readonly S[],
  planned: PlannedStay,
  opts: PlanExplanationOptions = {},
): PlannedStayExplanation<S> {
  const { start: entry, end: exit } = resolvePlannedStay(planned);
  const days = exit - entry + 1;
  const spans = countedSpans(stays, opts);
  // One timeline serves the verdict and every search: three years either side of the entry.
  const parts = toParts(planned.entry);
  const searchMonths = EARLIEST_ENTRY_SEARCH_YEARS * 12;
  const lastAfter = partsToDay(addMonthsToParts(parts, searchMonths));
  const earliest = opts.earliestStart === undefined ? null : toDay(opts.earliestStart);
  const firstBefore = Math.max(
    earliest ?? entry,
    partsToDay(addMonthsToParts(parts, -searchMonths)),
  );
  const first = Math.min(firstBefore, entry) - WINDOW_DAYS + 1;
  const last = lastAfter + MAX_DAYS_IN_WINDOW + WINDOW_DAYS;
  const timeline = Timeline.of(spans, first, last);
  // The verdict of `isStayAllowed` with later stays considered.
  if (stayFits(timeline, entry, exit, true)) return { isAllowed: true, days };

  const lastLater = exit + WINDOW_DAYS - 1;
  const withTrip = Timeline.of(
    [...spans, { start: entry, end: exit }],
    entry - WINDOW_DAYS + 1,
    lastLater,
  );
  const over = firstDayOver(withTrip, entry, lastLater);
  const used = withTrip.windowCount(over, WINDOW_DAYS);
  const others = countedStays(stays, spans, over);
  const fits = days <= MAX_DAYS_IN_WINDOW;
  // A suggestion holds no day of another stay, counted or not.
  const occupied = Timeline.of(resolveStays(stays, opts), first, last);
  const after = fits ? firstFittingStart(timeline, entry, lastAfter, days, true, occupied) : null;
  const before =
    fits && earliest !== null && firstBefore < entry
      ? firstFittingStart(timeline, entry - 1, firstBefore, days, true, occupied)
      : null;
  const longest = longestNewTrip(timeline, occupied, entry);
  return {
    isAllowed: false,
    days,
    firstDayOver: fromDay(over),
    isInTrip: over <= exit,
    daysUsed: used,
    window: { start: fromDay(over - WINDOW_DAYS + 1), end: fromDay(over) },
    tripDays: used - others.used,
    causes: others.counted,
    nearestStart: after === null ? null : fromDay(after),
    nearestStartBefore: before === null ? null : fromDay(before),
    longestStay: longest < entry ? null : { exit: fromDay(longest), days: longest - entry + 1 },
  };
}

/** The first present day from `from` to `to` with more than 90 days in its window. */
function firstDayOver(timeline: Timeline, from: number, to: number): number {
  for (let day = from; day <= to; day += 1) {
    if (timeline.isPresent(day) && timeline.windowCount(day, WINDOW_DAYS) > MAX_DAYS_IN_WINDOW) {
      return day;
    }
  }
  throw new Error(`A refused stay without a day over ${MAX_DAYS_IN_WINDOW}`);
}
