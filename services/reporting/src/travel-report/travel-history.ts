import type { TravelEntryDto, TravelHistoryDto, TravelHistoryRow } from '@app/contracts';
import {
  addDays,
  dailyUsage,
  daysLeft,
  daysUsed,
  type IsoDate,
  isInside,
  lastDayToStay,
  latestExit,
  pairVisits,
  type Stay,
  type Visit,
  visitOn,
  visitsToStays,
  WINDOW_DAYS,
} from '@app/schengen-rules';

/**
 * The user's visits as export rows (SPEC §9) and the 90/180 figures as of `reportDate` (the
 * user's today), all from schengen-rules: visits paired by `pairVisits` (an ongoing visit counts
 * up to the report date), days used and left in the window ending on the report date, the last
 * day to stay, and the days used on each of the 180 days of that window (the PDF's chart).
 *
 * @example
 * buildTravelHistory(entries, '2025-06-15').summary // → { totalVisits: 2, daysUsed: 14, … }
 */
export function buildTravelHistory(
  entries: readonly TravelEntryDto[],
  reportDate: IsoDate,
): TravelHistoryDto {
  const opts = { today: reportDate };
  const visits = pairVisits(entries, opts);
  const stays = visitsToStays(visits, { withCountry: true });
  const usageFrom = addDays(reportDate, -(WINDOW_DAYS - 1));
  return {
    rows: visits.map(toRow),
    summary: {
      totalVisits: visits.length,
      daysUsed: daysUsed(stays, reportDate, opts),
      daysLeft: daysLeft(stays, reportDate, opts),
      isInside: isInside(stays, reportDate),
      lastDayToStay: lastDayToStayOn(visits, stays, reportDate),
    },
    usage: {
      from: usageFrom,
      daysUsed: dailyUsage(stays, usageFrom, reportDate, opts).map((day) => day.daysUsed),
    },
  };
}

function toRow(visit: Visit<TravelEntryDto>): TravelHistoryRow {
  return {
    country: visit.entry.country,
    notes: visit.entry.notes,
    entryDate: visit.entryDate,
    exitDate: visit.exitDate,
    days: visit.durationDays ?? 0,
  };
}

/**
 * Inside a visit on the report date: the last day of that visit that keeps within 90/180 (its
 * own recorded exit aside, as the Travel History tab computes it). Outside: the last day of a stay
 * that would start on the report date.
 */
function lastDayToStayOn(
  visits: readonly Visit<TravelEntryDto>[],
  stays: readonly Stay[],
  reportDate: IsoDate,
): IsoDate | null {
  const current = visitOn(visits, reportDate, reportDate);
  if (!current) return latestExit(stays, reportDate, { today: reportDate });
  return lastDayToStay(stays, current, reportDate);
}
