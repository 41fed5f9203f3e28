import { DateTime } from 'luxon';

/** '2025-06-16' → '16 June 2025' (British long form, as on the legal pages). */
export function formatLongDate(isoDate: string): string {
  return DateTime.fromISO(isoDate, { zone: 'UTC' }).setLocale('en-GB').toFormat('d MMMM yyyy');
}

/** Today as YYYY-MM-DD in the browser's zone, for file names. */
export function todayIso(): string {
  return DateTime.local().toISODate() ?? new Date().toISOString().slice(0, 10);
}

/** English month names, January first (for labels built without a date library per day). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/**
 * '2026-03-03' → 'Tuesday 3 March 2026'. Plain arithmetic, no luxon: the calendar names 365 days
 * per render.
 */
export function formatWeekdayDate(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]} ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}
