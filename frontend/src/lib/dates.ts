// Calendar dates (YYYY-MM-DD) written with plain arithmetic: the calendar names hundreds of days per
// render. Intl is allowed anywhere (its first formatters are built early, lib/warm-intl.ts;
// docs/adr/0019); the app has no date library.

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The calendar date of `instant` in the browser's own time zone, as YYYY-MM-DD: what
 * `isoDateInTimeZone(instant, browserTimeZone())` answers, without building an Intl formatter.
 */
export function localIsoDate(instant: Date): string {
  return `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** Today as YYYY-MM-DD in the browser's zone, for file names. */
export function todayIso(): string {
  return localIsoDate(new Date());
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
 * '2025-06-16' → '16 June 2025' (British long form, as on the legal pages). Anything that is not a
 * YYYY-MM-DD date is shown as it is.
 */
export function formatLongDate(isoDate: string): string {
  const parts = dateParts(isoDate);
  return parts ? `${parts.day} ${MONTH_NAMES[parts.month - 1]} ${parts.year}` : isoDate;
}

function dateParts(isoDate: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * '2026-03-03' → 'Tuesday 3 March 2026'. Plain arithmetic: the calendar names 365 days
 * per render.
 */
export function formatWeekdayDate(isoDate: string): string {
  const parts = dateParts(isoDate);
  if (!parts) return isoDate;
  const { year, month, day } = parts;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]} ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}
