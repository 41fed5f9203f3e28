/**
 * After an overstay, the arithmetic date on which a new stay (of at least one day) becomes
 * possible: the first day D after `lastDay` (the last day of the overstay) such that the window of
 * D, counting D itself as present, holds 90 days or fewer (SPEC §1). That is the day the days of
 * the overstay have left the window far enough, and nothing more: no fixed waiting period is added.
 * Pure arithmetic: an overstay can have legal consequences this date knows nothing about, and the
 * caller must say so. Later stays (planned ones) are not protected here; the trip planner
 * (`explainPlannedStay`) does that for a real trip. Days that do not count (`opts.excludedPeriods`,
 * a stay's country) are left out, as everywhere. `null` when no day up to three years after
 * `lastDay` fits (see `earliestEntryFor`).
 *
 * @example
 * entryAfterOverstay([{ entry: '2025-01-01', exit: '2025-04-30' }], '2025-04-30'); // 120 days
 * // → '2025-07-30' (from then, the window of the new day holds 89 days of the overstay)
 */
import { addDays } from '../dates/iso-date';
import type { IsoDate, RuleOptions, Stay } from '../types';

import { earliestEntryFor } from './earliest-entry-for';

export function entryAfterOverstay(
  stays: readonly Stay[],
  lastDay: IsoDate,
  opts: Pick<RuleOptions, 'today' | 'excludedPeriods'> = {},
): IsoDate | null {
  return earliestEntryFor(stays, addDays(lastDay, 1), 1, {
    today: opts.today,
    excludedPeriods: opts.excludedPeriods,
  });
}
