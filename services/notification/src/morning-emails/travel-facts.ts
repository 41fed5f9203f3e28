import type { NotificationEntryDto, PlannedTripSummary } from '@app/contracts';
import {
  compareIsoDates,
  lastDayToStay,
  summariseRecords,
  visitOn,
  type ComplianceLevel,
  type ExcludedPeriod,
  type IsoDate,
  type Stay,
  type Visit,
} from '@app/schengen-rules';

/** The visit that holds the user's today. */
export interface CurrentVisit {
  entryDate: IsoDate;
  /** Null for an ongoing visit (no exit recorded). */
  exitDate: IsoDate | null;
  isOngoing: boolean;
  /** SPEC's 'Last day to stay' for this visit, or null when not even today is allowed. */
  lastDayToStay: IsoDate | null;
}

/** Where a user stands on a day, as the dashboard would show it (SPEC §4), and what is next. */
export interface TravelFacts {
  today: IsoDate;
  daysUsed: number;
  daysLeft: number;
  level: ComplianceLevel;
  isInside: boolean;
  current: CurrentVisit | null;
  /** The next visit starting after today. */
  nextTrip: PlannedTripSummary | null;
}

/**
 * A traveller's records as travel has them: the entries and exits, and the residence
 * permits and long-stay visas whose days never count (issue #22).
 */
export interface TravelRecords {
  entries: readonly NotificationEntryDto[];
  excludedPeriods: readonly ExcludedPeriod[];
}

/** A user without any record. */
export const NO_TRAVEL_RECORDS: TravelRecords = { entries: [], excludedPeriods: [] };

type EntryVisit = Visit<NotificationEntryDto>;

/**
 * The user's figures on `today` (their local date), all from @app/schengen-rules: the dashboard's
 * own summary (`summariseRecords`: visits paired from the records, days used and left in the
 * window ending today with the excluded periods' days left out, the dashboard level, presence),
 * the visit holding today (`visitOn`: no exit, or an exit today or later) with its last day to
 * stay (`lastDayToStay`, as the Travel History shows it), and the next visit starting after today.
 *
 * @example
 * travelFacts({ entries, excludedPeriods: [] }, '2026-06-01')
 * // → { daysUsed: 74, daysLeft: 16, level: 'warning', … }
 */
export function travelFacts(records: TravelRecords, today: IsoDate): TravelFacts {
  const summary = summariseRecords(records.entries, today, 'dashboard', records.excludedPeriods);
  const holding = visitOn(summary.visits, today, today);
  return {
    today,
    daysUsed: summary.daysUsed,
    daysLeft: summary.daysLeft,
    level: summary.level,
    isInside: summary.isInside,
    current: holding ? currentVisit(holding, summary.stays, today, records.excludedPeriods) : null,
    nextTrip: nextTrip(summary.visits, today),
  };
}

function currentVisit(
  visit: EntryVisit,
  stays: readonly Stay[],
  today: IsoDate,
  excludedPeriods: readonly ExcludedPeriod[],
): CurrentVisit {
  return {
    entryDate: visit.entryDate,
    exitDate: visit.exitDate,
    isOngoing: visit.isOngoing,
    lastDayToStay: lastDayToStay(stays, visit, today, { excludedPeriods }),
  };
}

function nextTrip(visits: readonly EntryVisit[], today: IsoDate): PlannedTripSummary | null {
  const upcoming = visits
    .filter((visit) => compareIsoDates(visit.entryDate, today) > 0)
    .sort((a, b) => compareIsoDates(a.entryDate, b.entryDate));
  const first = upcoming[0];
  if (!first) return null;
  return { entryDate: first.entryDate, exitDate: first.exitDate, country: first.entry.country };
}
