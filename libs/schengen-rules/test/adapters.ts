/**
 * The library's answers in the oracle's terms, so the property suites compare plain data.
 */
import type { CountedStay, ExcludedPeriod, Stay, UncountedDays } from '../src';

import { type NaiveGroup, type NaiveUncounted, dayOf } from './oracle';

/** Stays carrying their position as an id, as a caller's visits carry theirs. */
export const withIds = <S extends Stay>(stays: readonly S[]): (S & { id: number })[] =>
  stays.map((stay, id) => ({ ...stay, id }));

/** Counted groups (`explainDay`, the planner's causes) as the oracle's groups. */
export function asNaiveGroups(groups: readonly CountedStay<{ id: number } & Stay>[]): NaiveGroup[] {
  return groups.map((group) => ({
    index: group.stay.id,
    first: dayOf(group.counted.start),
    last: dayOf(group.counted.end),
    days: group.days,
  }));
}

/** Runs of days that do not count as the oracle's runs. */
export function asNaiveUncounted(
  runs: readonly UncountedDays<{ id: number } & Stay>[],
  periods: readonly ExcludedPeriod[],
): NaiveUncounted[] {
  return runs.map((run) => ({
    index: run.stay.id,
    first: dayOf(run.days.start),
    last: dayOf(run.days.end),
    reason: run.reason,
    detail: run.reason === 'excluded_period' ? periods.indexOf(run.period) : run.country,
  }));
}
