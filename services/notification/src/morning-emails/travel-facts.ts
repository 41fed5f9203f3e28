import type { NotificationEntryDto, PlannedTripSummary } from '@app/contracts';
import {
  compareIsoDates,
  complianceLevel,
  daysLeft,
  daysUsed,
  isInside,
  lastDayToStay,
  pairVisits,
  visitOn,
  visitsToStays,
  type ComplianceLevel,
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

type EntryVisit = Visit<NotificationEntryDto>;

/**
 * The user's figures on `today` (their local date), all from @app/schengen-rules: visits paired
 * from the records (SPEC §3), days used and left in the window ending today, the dashboard level,
 * presence, the visit holding today (`visitOn`: no exit, or an exit today or later) with its last
 * day to stay (`lastDayToStay`, as the Travel History shows it), and the next visit starting after
 * today.
 *
 * @example
 * travelFacts(entries, '2026-06-01') // → { daysUsed: 74, daysLeft: 16, level: 'warning', … }
 */
export function travelFacts(entries: readonly NotificationEntryDto[], today: IsoDate): TravelFacts {
  const visits = pairVisits(entries, { today });
  const stays = visitsToStays(visits, { withCountry: true });
  const used = daysUsed(stays, today, { today });
  const holding = visitOn(visits, today, today);
  return {
    today,
    daysUsed: used,
    daysLeft: daysLeft(stays, today, { today }),
    level: complianceLevel(used, 'dashboard'),
    isInside: isInside(stays, today),
    current: holding ? currentVisit(holding, stays, today) : null,
    nextTrip: nextTrip(visits, today),
  };
}

function currentVisit(visit: EntryVisit, stays: readonly Stay[], today: IsoDate): CurrentVisit {
  return {
    entryDate: visit.entryDate,
    exitDate: visit.exitDate,
    isOngoing: visit.isOngoing,
    lastDayToStay: lastDayToStay(stays, visit, today),
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
