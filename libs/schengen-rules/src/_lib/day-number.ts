/**
 * Calendar dates as whole day numbers (days since 1970-01-01), computed with UTC calendar
 * arithmetic only, so no time zone or daylight-saving change can move a day.
 *
 * Supported years are 1000 to 9999: every real travel or passport date, and nothing that would
 * need the two-digit-year quirks of `Date.UTC`.
 */
import type { IsoDate } from '../types';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export interface CalendarParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_LENGTHS[month - 1] ?? 0);
}

/** Splits an ISO date into its parts; throws `RangeError` for anything but a real calendar date. */
export function toParts(date: IsoDate): CalendarParts {
  const match = typeof date === 'string' ? ISO_DATE.exec(date) : null;
  if (!match) {
    throw new RangeError(`Invalid date ${JSON.stringify(date)}: expected YYYY-MM-DD`);
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Invalid date "${date}": not a calendar date between 1000 and 9999`);
  }
  return { year, month, day };
}

export function partsToDay({ year, month, day }: CalendarParts): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** Day number of an ISO date; throws `RangeError` for an invalid date. */
export function toDay(date: IsoDate): number {
  return partsToDay(toParts(date));
}

/** ISO date of a day number. */
export function fromDay(day: number): IsoDate {
  if (!Number.isSafeInteger(day)) {
    throw new RangeError(`Invalid day number ${day}`);
  }
  const iso = new Date(day * MS_PER_DAY).toISOString();
  if (iso.length !== 24) {
    throw new RangeError(`Day number ${day} is outside the years 1000 to 9999`);
  }
  return iso.slice(0, 10);
}

/**
 * Adds calendar months; a day that does not exist in the target month clamps to that month's
 * last day (30 Nov + 3 months = 28 or 29 Feb; 29 Feb + 12 months = 28 Feb).
 */
export function addMonthsToParts(parts: CalendarParts, months: number): CalendarParts {
  if (!Number.isInteger(months)) {
    throw new RangeError(`Months must be a whole number, got ${months}`);
  }
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(parts.day, daysInMonth(year, month)) };
}

/** The ISO dates of `count` consecutive days from `first`, built without a Date per day. */
export function consecutiveDates(first: number, count: number): IsoDate[] {
  const dates = new Array<IsoDate>(count);
  if (count <= 0) return dates;
  fromDay(first + count - 1); // range check of the last day
  let { year, month, day } = toParts(fromDay(first));
  let monthLength = daysInMonth(year, month);
  let prefix = monthPrefix(year, month);
  for (let i = 0; i < count; i += 1) {
    dates[i] = day < 10 ? `${prefix}0${day}` : `${prefix}${day}`;
    day += 1;
    if (day > monthLength) {
      day = 1;
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
      monthLength = daysInMonth(year, month);
      prefix = monthPrefix(year, month);
    }
  }
  return dates;
}

function monthPrefix(year: number, month: number): string {
  return `${year}-${month < 10 ? '0' : ''}${month}-`;
}
