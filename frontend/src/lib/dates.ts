// Calendar dates (YYYY-MM-DD): today's with plain arithmetic; written for a person in their
// language by `Intl`, one cached formatter per language and form (its first formatters are built
// early, lib/warm-intl.ts; docs/adr/0019). No month or weekday name is written by hand (issue #21);
// the app has no date library.
import { DEFAULT_LANGUAGE, intlLocale, type LanguageCode } from '@app/i18n/web';

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

const ISO_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One cached `Intl` formatter per language and form, in UTC (a calendar date never moves). */
function dateFormat(
  language: LanguageCode,
  form: 'long' | 'weekday' | 'month',
): Intl.DateTimeFormat {
  const key = `${language}|${form}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      form === 'long'
        ? { dateStyle: 'long' }
        : form === 'weekday'
          ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
          : { month: 'long', year: 'numeric' };
    format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

function utcTime(isoDate: string): number | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * A calendar date in the language's long form, by `Intl` (issue #21): '2025-06-16' → '16 June 2025'
 * in English (British: day first), '16. Juni 2025' in German. Anything that is not a YYYY-MM-DD
 * date is shown as it is.
 */
export function formatLongDate(isoDate: string, language: LanguageCode = DEFAULT_LANGUAGE): string {
  const time = utcTime(isoDate);
  return time === null ? isoDate : dateFormat(language, 'long').format(time);
}

/**
 * A calendar date with its weekday, by `Intl`: '2026-03-03' → 'Tuesday 3 March 2026' in English
 * (SPEC's form, without the comma CLDR puts after the weekday), 'Dienstag, 3. März 2026' in
 * German. The formatter is built once per language: the calendar names 365 days per render.
 */
export function formatWeekdayDate(
  isoDate: string,
  language: LanguageCode = DEFAULT_LANGUAGE,
): string {
  const time = utcTime(isoDate);
  if (time === null) return isoDate;
  const text = dateFormat(language, 'weekday').format(time);
  return language === DEFAULT_LANGUAGE ? text.replace(',', '') : text;
}

/** A month and its year, by `Intl`: (2026, 3) → 'March 2026' in English, 'März 2026' in German. */
export function formatMonthTitle(
  year: number,
  month: number,
  language: LanguageCode = DEFAULT_LANGUAGE,
): string {
  return dateFormat(language, 'month').format(Date.UTC(year, month - 1, 1));
}
