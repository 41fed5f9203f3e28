/**
 * The three presets of the Insurance Year Calculator for a given today (SPEC §2):
 * 'Last 12 Months' (one year back to today), 'This Year' (1 January to today) and 'Last Year'
 * (1 January to 31 December of the previous year). Periods are inclusive.
 *
 * @example
 * insurancePresets('2025-06-15').lastTwelveMonths; // → { start: '2024-06-15', end: '2025-06-15' }
 */
import { addMonthsToParts, fromDay, partsToDay, toParts } from '../_lib/day-number';
import type { DateRange, IsoDate } from '../types';

export interface InsurancePresets {
  readonly lastTwelveMonths: DateRange;
  readonly thisYear: DateRange;
  readonly lastYear: DateRange;
}

export function insurancePresets(today: IsoDate): InsurancePresets {
  const parts = toParts(today);
  const yearAgo = fromDay(partsToDay(addMonthsToParts(parts, -12)));
  const year = String(parts.year);
  const previous = String(parts.year - 1);
  return {
    lastTwelveMonths: { start: yearAgo, end: today },
    thisYear: { start: `${year}-01-01`, end: today },
    lastYear: { start: `${previous}-01-01`, end: `${previous}-12-31` },
  };
}
