// What the 90/180 rule says about a traveller's records, without React: the dashboard's hooks and
// the early status script (src/early-dashboard-status.ts) share it.
import type { TravelEntryDto } from '@app/contracts';
import {
  daysUsed,
  type ExcludedPeriod,
  type IsoDate,
  lastDayToStay,
  type RecordsSummary,
  type Stay,
  summariseRecords,
  type Visit,
} from '@app/schengen-rules';

export type TravelVisit = Visit<TravelEntryDto>;

export type VisitSummary = RecordsSummary<TravelEntryDto>;

/**
 * Everything the dashboard shows about the 90/180 rule, from the stored records (SPEC §4) and the
 * traveller's residence permits and long-stay visas.
 */
export function summariseVisits(
  entries: readonly TravelEntryDto[],
  today: IsoDate,
  excludedPeriods: readonly ExcludedPeriod[] = [],
): VisitSummary {
  return summariseRecords(entries, today, 'dashboard', excludedPeriods);
}

export interface CompletedVisitFacts {
  /** Days used in the 180-day window ending on the exit day. */
  daysUsedAtExit: number;
  /** SPEC's 'Last day to stay', or null when it cannot be computed. */
  lastDayToStay: IsoDate | null;
}

/** The history line of a completed visit (SPEC §2 Travel History). */
export function completedVisitFacts(
  visit: TravelVisit,
  stays: readonly Stay[],
  today: IsoDate,
  excludedPeriods: readonly ExcludedPeriod[] = [],
): CompletedVisitFacts | null {
  if (visit.exitDate === null) return null;
  return {
    daysUsedAtExit: daysUsed(stays, visit.exitDate, { today, excludedPeriods }),
    lastDayToStay: lastDayToStay(stays, visit, today, { excludedPeriods }),
  };
}
