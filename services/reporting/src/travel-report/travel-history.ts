import {
  type ExcludedPeriodDto,
  type TravelEntryDto,
  type TravelHistoryDto,
  type TravelHistoryRow,
  toRuleExcludedPeriod,
} from '@app/contracts';
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
  uncountedDays,
  type Visit,
  visitOn,
  visitsToStays,
  WINDOW_DAYS,
} from '@app/schengen-rules';

/**
 * The user's visits as export rows (SPEC §9) and the 90/180 figures as of `reportDate` (the
 * user's today), all from schengen-rules: visits paired by `pairVisits` (an ongoing visit counts
 * up to the report date), days used and left in the window ending on the report date, the last
 * day to stay, and the days used on each of the 180 days of that window (the PDF's chart). Each
 * visit's country and the traveller's residence permits and long-stay visas (`periods`) are
 * counted as the dashboard counts them (ADR 0033, 0036); a row gives the days of its visit that
 * do not count.
 *
 * @example
 * buildTravelHistory(entries, '2025-06-15').summary // → { totalVisits: 2, daysUsed: 14, … }
 */
export function buildTravelHistory(
  entries: readonly TravelEntryDto[],
  reportDate: IsoDate,
  periods: readonly ExcludedPeriodDto[] = [],
): TravelHistoryDto {
  const opts = { today: reportDate, excludedPeriods: periods.map(toRuleExcludedPeriod) };
  const visits = pairVisits(entries, opts);
  const stays = visitsToStays(visits, { withCountry: true });
  const usageFrom = addDays(reportDate, -(WINDOW_DAYS - 1));
  const notCounted = notCountedDaysOf(stays, opts);
  return {
    rows: visits.map((visit, index) => toRow(visit, notCounted[index]!)),
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

function toRow(visit: Visit<TravelEntryDto>, notCountedDays: number): TravelHistoryRow {
  return {
    country: visit.entry.country,
    notes: visit.entry.notes,
    entryDate: visit.entryDate,
    exitDate: visit.exitDate,
    days: visit.durationDays ?? 0,
    notCountedDays,
  };
}

/** For each stay, the days of it that do not count (`uncountedDays` over all of them). */
function notCountedDaysOf(
  stays: readonly Stay[],
  opts: Parameters<typeof uncountedDays>[3],
): number[] {
  const counts = stays.map(() => 0);
  if (stays.length === 0) return counts;
  const ids = stays.map((stay, index) => ({ ...stay, index }));
  const dates = ids.flatMap((stay) => [stay.entry, stay.exit ?? opts?.today ?? stay.entry]).sort();
  for (const run of uncountedDays(ids, dates[0]!, dates[dates.length - 1]!, opts)) {
    counts[run.stay.index]! += run.count;
  }
  return counts;
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
