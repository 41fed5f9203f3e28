// What the 90/180 rule says about a traveller's records, without React: the dashboard's hooks and
// the early status script (src/early-dashboard-status.ts) share it.
import type { TravelEntryDto } from '@app/contracts';
import {
  type ComplianceLevel,
  complianceLevel,
  type ComplianceScale,
  daysLeft,
  daysUsed,
  type IsoDate,
  isInside,
  lastDayToStay,
  pairVisits,
  type Stay,
  type TravelRecord,
  usageBarPercent,
  usagePercent,
  type Visit,
  visitsToStays,
} from '@app/schengen-rules';

export type TravelVisit = Visit<TravelEntryDto>;

/** What the 90/180 rule says about some records on `today`, on a compliance scale (SPEC §9). */
export interface RecordsSummary<R extends TravelRecord> {
  today: IsoDate;
  /** Newest first. */
  visits: Visit<R>[];
  stays: Stay[];
  daysUsed: number;
  daysLeft: number;
  level: ComplianceLevel;
  percent: number;
  barPercent: number;
  isInside: boolean;
}

export type VisitSummary = RecordsSummary<TravelEntryDto>;

/**
 * The summary of `entries` on `today`: the dashboard's stored records on its scale, the demo's
 * local ones on the demo scale (features/demo/demo-summary.ts).
 */
export function summariseRecords<R extends TravelRecord>(
  entries: readonly R[],
  today: IsoDate,
  scale: ComplianceScale,
): RecordsSummary<R> {
  const visits = pairVisits(entries, { today });
  const stays = visitsToStays(visits);
  const used = daysUsed(stays, today, { today });
  return {
    today,
    visits,
    stays,
    daysUsed: used,
    daysLeft: daysLeft(stays, today, { today }),
    level: complianceLevel(used, scale),
    percent: usagePercent(used),
    barPercent: usageBarPercent(used),
    isInside: isInside(stays, today),
  };
}

/** Everything the dashboard shows about the 90/180 rule, from the stored records (SPEC §4). */
export function summariseVisits(entries: readonly TravelEntryDto[], today: IsoDate): VisitSummary {
  return summariseRecords(entries, today, 'dashboard');
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
): CompletedVisitFacts | null {
  if (visit.exitDate === null) return null;
  return {
    daysUsedAtExit: daysUsed(stays, visit.exitDate, { today }),
    lastDayToStay: lastDayToStay(stays, visit, today),
  };
}
