/**
 * The last day to stay as of `today` (a traveller's status, ADR 0034): inside a visit that day,
 * that visit's "Last day to stay" (`lastDayToStay`, as the travel history shows it); outside, the
 * latest exit of a stay entered that day with the later recorded trips respected (`latestExit`,
 * as the planner's "If you enter on …, your latest exit is …"). `null` when not even that day is
 * allowed.
 *
 * @example
 * const { visits, stays } = summariseRecords(records, '2025-06-15', 'dashboard');
 * lastDayToStayOn(visits, stays, '2025-06-15'); // → '2025-08-29'
 */
import { latestExit } from '../planning/latest-exit';
import type { IsoDate, RuleOptions, Stay } from '../types';
import type { Visit } from '../visits/pair-visits';
import { visitOn } from '../visits/visit-on';
import { lastDayToStay } from './last-day-to-stay';

export function lastDayToStayOn(
  visits: readonly Pick<Visit, 'entryDate' | 'exitDate'>[],
  stays: readonly Stay[],
  today: IsoDate,
  opts: Pick<RuleOptions, 'excludedPeriods'> = {},
): IsoDate | null {
  const visit = visitOn(visits, today, today);
  return visit === null
    ? latestExit(stays, today, {
        today,
        considerLaterStays: true,
        excludedPeriods: opts.excludedPeriods,
      })
    : lastDayToStay(stays, visit, today, opts);
}
