import {
  addDays,
  compareIsoDates,
  explainPlannedStay,
  inclusiveDays,
  type ExcludedPeriod,
  type IsoDate,
  latestExit,
  type Stay,
} from '@app/schengen-rules';

/** The answer for a planned entry day: how long the stay may last, or why it may not start. */
export type ExitPlan =
  | {
      kind: 'allowed';
      entry: IsoDate;
      latestExit: IsoDate;
      /** Days of the longest allowed stay, both ends included. */
      days: number;
      /** A trip recorded later shortens the stay (it would otherwise last longer). */
      isLimitedByLaterTrips: boolean;
    }
  | {
      kind: 'refused';
      entry: IsoDate;
      /** The first day from `entry` on when a stay of at least one day is allowed. */
      earliestEntry: IsoDate | null;
      /** The entry day itself would be fine; a trip recorded later forbids it. */
      isRefusedByLaterTrips: boolean;
    };

/** The answer for a trip length: the first day from today on when it fits. */
export type TripPlan =
  | { kind: 'found'; days: number; entry: IsoDate; exit: IsoDate; isToday: boolean }
  | { kind: 'none'; days: number };

/**
 * Latest exit for a stay entered on `entry`, keeping every day legal, including the days of
 * trips already recorded after it (`considerLaterStays`).
 */
export function planExit(
  stays: readonly Stay[],
  entry: IsoDate,
  today: IsoDate,
  excludedPeriods: readonly ExcludedPeriod[] = [],
): ExitPlan {
  const withLater = latestExit(stays, entry, { today, considerLaterStays: true, excludedPeriods });
  const withoutLater = latestExit(stays, entry, { today, excludedPeriods });
  if (withLater === null) {
    // Not even the entry day fits: the rules library says which day passes 90 and where a
    // one-day trip of its own could start.
    const refusal = explainPlannedStay(stays, { entry, exit: entry }, { today, excludedPeriods });
    return {
      kind: 'refused',
      entry,
      earliestEntry: refusal.isAllowed ? entry : refusal.nearestStart,
      isRefusedByLaterTrips: !refusal.isAllowed && !refusal.isInTrip,
    };
  }
  return {
    kind: 'allowed',
    entry,
    latestExit: withLater,
    days: inclusiveDays(entry, withLater),
    isLimitedByLaterTrips: withoutLater !== null && compareIsoDates(withoutLater, withLater) > 0,
  };
}

/**
 * The earliest start, from today, of a trip of `days` days that keeps every day legal and holds
 * no day of a recorded visit (`explainPlannedStay`'s nearest start).
 */
export function planTrip(
  stays: readonly Stay[],
  days: number,
  today: IsoDate,
  excludedPeriods: readonly ExcludedPeriod[] = [],
): TripPlan {
  const fromToday = explainPlannedStay(
    stays,
    { entry: today, exit: addDays(today, days - 1) },
    { today, excludedPeriods },
  );
  const entry = fromToday.isAllowed ? today : fromToday.nearestStart;
  if (entry === null) return { kind: 'none', days };
  return {
    kind: 'found',
    days,
    entry,
    exit: addDays(entry, days - 1),
    isToday: entry === today,
  };
}
