/**
 * The EES rule (SPEC §5): a visit that starts on or after 12 October 2025 needs the warning about
 * extra border time for biometric registration, unless the traveller has registered already.
 * `countEesAffectedStays` gives the N of the one-time notice: stays planned from today on that
 * start on or after that day.
 *
 * @example
 * needsEesWarning({ entry: '2025-10-12' }, { eesRegistered: false }); // → true
 */
import { toDay } from '../_lib/day-number';
import { EES_START_DATE } from '../constants';
import type { IsoDate, Stay } from '../types';

const EES_START_DAY = toDay(EES_START_DATE);

export function needsEesWarning(
  visit: { readonly entry: IsoDate },
  opts: { readonly eesRegistered: boolean },
): boolean {
  return !opts.eesRegistered && toDay(visit.entry) >= EES_START_DAY;
}

export function countEesAffectedStays(
  stays: readonly Pick<Stay, 'entry'>[],
  opts: { readonly today: IsoDate },
): number {
  const from = Math.max(EES_START_DAY, toDay(opts.today));
  return stays.filter((stay) => toDay(stay.entry) >= from).length;
}
