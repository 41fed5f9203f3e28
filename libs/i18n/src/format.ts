import type { LanguageCode } from './languages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How much of a calendar day to write: 'long' = '8 June 2026', 'full' adds the weekday. */
export type DateStyle = 'full' | 'long' | 'medium' | 'short';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (`YYYY-MM-DD`) in a language's own words, by `Intl` (month names, order and
 * calendar digits come from CLDR). The day is read as a calendar date, never shifted by a time
 * zone. Throws RangeError for a malformed date (a programmer error).
 *
 * @example
 * formatDay('de', '2026-06-08', 'full') // → 'Montag, 8. Juni 2026'
 */
export function formatDay(
  language: LanguageCode,
  isoDate: string,
  style: DateStyle = 'long',
): string {
  const parts = ISO_DATE.exec(isoDate);
  if (!parts) throw new RangeError(`Not an ISO calendar date: ${isoDate}`);
  const [, year, month, day] = parts.map(Number) as [number, number, number, number];
  return dateFormat(language, style).format(Date.UTC(year, month - 1, day));
}

/**
 * The calendar day of an instant (ISO 8601 timestamp) in UTC, as `formatDay` writes it.
 *
 * @example
 * formatInstantDay('en', '2026-06-08T23:30:00Z') // → '8 June 2026'
 */
export function formatInstantDay(
  language: LanguageCode,
  timestamp: string,
  style: DateStyle = 'long',
): string {
  return dateFormat(language, style).format(new Date(timestamp));
}

function dateFormat(language: LanguageCode, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: style, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A number in a language's own digits and separators.
 *
 * @example
 * formatNumber('de', 1234.5) // → '1.234,5'
 */
export function formatNumber(
  language: LanguageCode,
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}

/**
 * An amount of pence as pounds, written the language's way.
 *
 * @example
 * formatPounds('fr', 750) // → '7,50 £GB'
 */
export function formatPounds(language: LanguageCode, pence: number): string {
  return formatNumber(language, pence / 100, { style: 'currency', currency: 'GBP' });
}

/**
 * The locale `Intl` is given for a language: English is British English, as the product's
 * audience writes it (day before month); the rest are their own codes.
 */
export function intlLocale(language: LanguageCode): string {
  return language === 'en' ? 'en-GB' : language;
}

/** Each language's Open Graph locale (`language_TERRITORY`): a new language must add its own. */
const OPEN_GRAPH_LOCALES: Record<LanguageCode, string> = {
  en: 'en_GB',
  es: 'es_ES',
  'pt-BR': 'pt_BR',
  fr: 'fr_FR',
  de: 'de_DE',
  it: 'it_IT',
  'zh-Hans': 'zh_CN',
  ja: 'ja_JP',
  ko: 'ko_KR',
  hi: 'hi_IN',
  tr: 'tr_TR',
  ru: 'ru_RU',
  uk: 'uk_UA',
  ar: 'ar_AR',
  id: 'id_ID',
  th: 'th_TH',
};

/**
 * The `og:locale` of a page in `language`, the form the Open Graph protocol asks for.
 *
 * @example
 * openGraphLocale('pt-BR') // → 'pt_BR'
 */
export function openGraphLocale(language: LanguageCode): string {
  return OPEN_GRAPH_LOCALES[language];
}
