/**
 * The passport check panel over a whole history (SPEC §4): the latest entry must be within 10
 * years of issue and the expiry more than 3 months after the last exit (today for an ongoing
 * stay). `null` when there are no stays ('No travel entries found…').
 *
 * @example
 * checkPassportAgainstStays(passport, [{ entry: '2025-01-01', exit: null }], { today: '2025-01-05' });
 */
import { fromDay, toDay } from '../_lib/day-number';
import type { IsoDate, Stay } from '../types';

import { type PassportCheck, type PassportDates, checkPassport } from './check-passport';

export function checkPassportAgainstStays(
  passport: PassportDates,
  stays: readonly Stay[],
  opts: { readonly today: IsoDate },
): PassportCheck | null {
  if (stays.length === 0) return null;
  const today = toDay(opts.today);
  let latestEntry = Number.NEGATIVE_INFINITY;
  let lastExit = Number.NEGATIVE_INFINITY;
  for (const stay of stays) {
    latestEntry = Math.max(latestEntry, toDay(stay.entry));
    lastExit = Math.max(lastExit, stay.exit === null ? today : toDay(stay.exit));
  }
  return checkPassport(passport, { entry: fromDay(latestEntry), exit: fromDay(lastExit) });
}
