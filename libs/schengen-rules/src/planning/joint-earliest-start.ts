/**
 * The first day S on or after `from` on which every traveller may start a trip of `days` days
 * together: for each traveller a trip of its own (it holds no day of their recorded or planned
 * stays, counted or not) that keeps every day of it, and every day of their later stays in the
 * 179 days after it, at 90 or fewer. Each traveller's excluded periods and countries count as for
 * them alone; every day of the trip counts. `null` when `days` is over 90 or no start up to three
 * years after `from` fits them all.
 *
 * @example
 * jointEarliestStart(
 *   [{ stays: [] }, { stays: [{ entry: '2025-01-01', exit: '2025-03-31' }] }],
 *   '2025-04-01',
 *   10,
 * ); // → '2025-06-30'
 */
import { addMonthsToParts, fromDay, partsToDay, toDay, toParts } from '../_lib/day-number';
import { firstFittingStart } from '../_lib/first-fitting-start';
import { travellerTimelines } from '../_lib/traveller-timelines';
import { EARLIEST_ENTRY_SEARCH_YEARS, MAX_DAYS_IN_WINDOW, WINDOW_DAYS } from '../constants';
import type { IsoDate, JointTraveller } from '../types';

export function jointEarliestStart(
  travellers: readonly JointTraveller[],
  from: IsoDate,
  days: number,
  opts: { readonly today?: IsoDate } = {},
): IsoDate | null {
  if (!Number.isInteger(days) || days < 1) {
    throw new RangeError(`A stay lasts a whole number of days, at least 1; got ${days}`);
  }
  const first = toDay(from);
  const lastCandidate = partsToDay(
    addMonthsToParts(toParts(from), EARLIEST_ENTRY_SEARCH_YEARS * 12),
  );
  const timelines = travellerTimelines(
    travellers,
    opts.today,
    first - WINDOW_DAYS + 1,
    first,
    lastCandidate + days - 1 + WINDOW_DAYS - 1,
  );
  if (days > MAX_DAYS_IN_WINDOW) return null;
  // Each traveller in turn moves the candidate to their own next fitting start; a round in which
  // nobody moves it is a start that fits them all. Every scan starts where the last one ended.
  let candidate = first;
  for (;;) {
    let next = candidate;
    for (const { counted, occupied } of timelines) {
      const start = firstFittingStart(counted, next, lastCandidate, days, true, occupied);
      if (start === null) return null;
      next = start;
    }
    if (next === candidate) return fromDay(candidate);
    candidate = next;
  }
}
