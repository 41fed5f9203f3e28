/**
 * SPEC's "Last day to stay" for a visit: the last day X such that staying from the visit's entry to
 * X keeps every day within 90/180, counting every other stay but not the visit's own recorded
 * exit (`latestExit` from its entry over the other stays). The visit's own stay is the first of
 * `stays` with its dates, and is left out; the others (ongoing ones up to `today`) count, less
 * the days that do not (`opts.excludedPeriods`, a stay's country). `null` when not even the entry
 * day is allowed.
 *
 * @example
 * const stays = [{ entry: '2025-01-01', exit: '2025-01-30' }, { entry: '2025-02-10', exit: '2025-02-20' }];
 * lastDayToStay(stays, { entryDate: '2025-02-10', exitDate: '2025-02-20' }, '2025-06-15');
 * // → '2025-04-10'
 */
import { latestExit } from '../planning/latest-exit';
import type { IsoDate, RuleOptions, Stay } from '../types';
import type { Visit } from '../visits/pair-visits';

export function lastDayToStay(
  stays: readonly Stay[],
  visit: Pick<Visit, 'entryDate' | 'exitDate'>,
  today: IsoDate,
  opts: Pick<RuleOptions, 'excludedPeriods'> = {},
): IsoDate | null {
  const own = stays.findIndex(
    (stay) => stay.entry === visit.entryDate && (stay.exit ?? null) === visit.exitDate,
  );
  const others = own === -1 ? stays : stays.filter((_stay, index) => index !== own);
  return latestExit(others, visit.entryDate, { today, excludedPeriods: opts.excludedPeriods });
}
