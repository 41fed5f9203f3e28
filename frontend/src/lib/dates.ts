import { DateTime } from 'luxon';

/** '2025-06-16' → '16 June 2025' (British long form, as on the legal pages). */
export function formatLongDate(isoDate: string): string {
  return DateTime.fromISO(isoDate, { zone: 'UTC' }).setLocale('en-GB').toFormat('d MMMM yyyy');
}

/** Today as YYYY-MM-DD in the browser's zone, for file names. */
export function todayIso(): string {
  return DateTime.local().toISODate() ?? new Date().toISOString().slice(0, 10);
}
