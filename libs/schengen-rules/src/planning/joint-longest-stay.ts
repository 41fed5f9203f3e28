/**
 * The longest trip from `entry` that every traveller may take together: for each traveller a trip
 * of its own (it holds no day of their recorded or planned stays, counted or not) that keeps every
 * day of it, and every day of their later stays in the 179 days after it, at 90 or fewer
 * (`latestExit` with later stays considered). Each traveller's excluded periods and countries
 * count as for them alone (`docs/adr/0033-periods-that-do-not-count.md`); every day of the trip
 * counts. `null` when the entry day itself does not fit one of them. Looks ahead at most 90 days.
 *
 * @example
 * jointLongestStay(
 *   [{ stays: [] }, { stays: [{ entry: '2025-01-01', exit: '2025-01-30' }] }],
 *   '2025-02-10',
 * ); // → { exit: '2025-04-10', days: 60 }
 */
import { fromDay, toDay } from '../_lib/day-number';
import { longestNewTrip } from '../_lib/longest-new-trip';
import { travellerTimelines } from '../_lib/traveller-timelines';
import { MAX_DAYS_IN_WINDOW, WINDOW_DAYS } from '../constants';
import type { IsoDate, JointTraveller } from '../types';

export function jointLongestStay(
  travellers: readonly JointTraveller[],
  entry: IsoDate,
  opts: { readonly today?: IsoDate } = {},
): { readonly exit: IsoDate; readonly days: number } | null {
  const first = toDay(entry);
  const timelines = travellerTimelines(
    travellers,
    opts.today,
    first - WINDOW_DAYS + 1,
    first,
    first + MAX_DAYS_IN_WINDOW - 1 + WINDOW_DAYS - 1,
  );
  let exit = Number.POSITIVE_INFINITY;
  for (const { counted, occupied } of timelines) {
    exit = Math.min(exit, longestNewTrip(counted, occupied, first));
    if (exit < first) return null;
  }
  return { exit: fromDay(exit), days: exit - first + 1 };
}
