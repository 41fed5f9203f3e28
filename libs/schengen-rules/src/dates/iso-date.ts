/**
 * Calendar-date helpers over ISO `YYYY-MM-DD` strings, for every caller that needs day arithmetic
 * (the SPA's calendar, services, workers), so nobody re-implements it.
 *
 * @example
 * addDays('2024-02-28', 2); // → '2024-03-01'
 * differenceInDays('2025-01-10', '2025-01-01'); // → 9
 * addMonths('2025-11-30', 3); // → '2026-02-28'
 */
import {
  addMonthsToParts,
  consecutiveDates,
  fromDay,
  partsToDay,
  toDay,
  toParts,
} from '../_lib/day-number';
import type { IsoDate } from '../types';

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (years 1000 to 9999). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  try {
    toParts(value);
    return true;
  } catch {
    return false;
  }
}

/** Returns `value` unchanged, or throws `RangeError` if it is not a real calendar date. */
export function assertIsoDate(value: unknown): IsoDate {
  toParts(value as IsoDate);
  return value as IsoDate;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number, got ${days}`);
  return fromDay(toDay(date) + days);
}

/** `later - earlier` in calendar days (negative when `later` is earlier). */
export function differenceInDays(later: IsoDate, earlier: IsoDate): number {
  return toDay(later) - toDay(earlier);
}

/** Days from `start` to `end`, both included; 0 when `end` is before `start`. */
export function inclusiveDays(start: IsoDate, end: IsoDate): number {
  return Math.max(0, toDay(end) - toDay(start) + 1);
}

/** Adds calendar months, clamping to the end of a shorter month. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  return fromDay(partsToDay(addMonthsToParts(toParts(date), months)));
}

/** Adds calendar years, clamping 29 February to 28 February in a common year. */
export function addYears(date: IsoDate, years: number): IsoDate {
  if (!Number.isInteger(years)) throw new RangeError(`Years must be a whole number, got ${years}`);
  return addMonths(date, years * 12);
}

/** Sort comparator: negative, 0 or positive like `a - b`. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return toDay(a) - toDay(b);
}

/** Every date from `start` to `end`, both included. */
export function eachDay(start: IsoDate, end: IsoDate): IsoDate[] {
  const first = toDay(start);
  return consecutiveDates(first, toDay(end) - first + 1);
}

/**
 * The calendar date of an instant in an IANA time zone: how the edge turns "now" into the
 * traveller's today. Throws `RangeError` for an unknown zone or an invalid instant.
 *
 * @example
 * isoDateInTimeZone(Date.parse('2025-06-30T23:30:00Z'), 'Pacific/Auckland'); // → '2025-07-01'
 */
export function isoDateInTimeZone(instant: Date | number, timeZone: string): IsoDate {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid instant');
  // UTC, every user's default zone, needs no formatter: a page's first Intl date formatter costs a
  // phone ~100 ms (docs/adr/0015).
  if (timeZone === 'UTC' && time >= MIN_ISO_TIME && time <= MAX_ISO_TIME) {
    return assertIsoDate(new Date(time).toISOString().slice(0, 10));
  }
  const parts = dateFormatIn(timeZone).formatToParts(time);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return assertIsoDate(`${part('year')}-${part('month')}-${part('day')}`);
}

/**
 * The user's today: the calendar date of `instant` in their profile `timeZone`, or in UTC (every
 * user's default zone) when the zone is not known (`null`) or is not one this runtime knows.
 *
 * @example
 * userToday(Date.parse('2025-06-15T12:00:00Z'), 'Pacific/Kiritimati'); // → '2025-06-16'
 * userToday(Date.parse('2025-06-15T12:00:00Z'), null); // → '2025-06-15'
 */
export function userToday(instant: Date | number, timeZone: string | null): IsoDate {
  if (timeZone !== null) {
    try {
      return isoDateInTimeZone(instant, timeZone);
    } catch {
      // A zone the runtime does not know falls back to UTC (an invalid instant throws below too).
    }
  }
  return isoDateInTimeZone(instant, 'UTC');
}

/** The instants whose UTC date `toISOString` writes as YYYY-MM-DD (four-digit years). */
const MIN_ISO_TIME = Date.parse('1000-01-01T00:00:00.000Z');
const MAX_ISO_TIME = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * Formatters by time zone: building an `Intl.DateTimeFormat` costs far more than using one (it was
 * ~5% of the travel service's CPU under load, once per write). Only zones the runtime knows are
 * kept (an unknown one throws here, every time), so the map is bounded by the IANA list.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}
