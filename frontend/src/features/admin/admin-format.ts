import type { IntlShape } from 'react-intl';

import { DEFAULT_LANGUAGE, intlLocale, type LanguageCode } from '@app/i18n/web';

import { isApiError, errorMessageOf } from '../../lib/api';
import { formatLongDate } from '../../lib/dates';

/** SPEC §2 'Avg Entries/User': total entries per user, rounded; 0 without users. */
export function averageEntriesPerUser(totalEntries: number, totalUsers: number): number {
  return totalUsers > 0 ? Math.round(totalEntries / totalUsers) : 0;
}

/** A calendar date (YYYY-MM-DD) in the language's long form: '3 March 2026', '3. März 2026'. */
export function formatDay(isoDate: string, language: LanguageCode = DEFAULT_LANGUAGE): string {
  return formatLongDate(isoDate, language);
}

// Built on first use per language, then kept: Intl's formatters are costly to build and cheap to
// reuse.
const momentDayFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

/**
 * A moment (ISO timestamp) as its day in the browser's zone, in the language's long form by Intl
 * ('3 March 2026' in English, as formatLongDate writes a calendar date). Anything that is no moment
 * is shown as it is.
 */
export function formatMoment(timestamp: string, language: LanguageCode = DEFAULT_LANGUAGE): string {
  const moment = new Date(timestamp);
  if (Number.isNaN(moment.getTime())) return timestamp;
  let format = momentDayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    momentDayFormats.set(language, format);
  }
  return format.format(moment);
}

let countryCodes: Map<string, string> | undefined;

/**
 * The ISO code of a country by its English name (CLDR's, as a travel entry stores it: 'Czechia'),
 * read back from `Intl.DisplayNames` once: the admin page does not load the rules' country table.
 */
function countryCode(englishName: string): string | undefined {
  if (!countryCodes) {
    countryCodes = new Map();
    const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    for (let first = 65; first <= 90; first += 1) {
      for (let second = 65; second <= 90; second += 1) {
        const code = String.fromCharCode(first, second);
        const name = english.of(code);
        if (name) countryCodes.set(name, code);
      }
    }
  }
  return countryCodes.get(englishName);
}

const regionNames = new Map<LanguageCode, Intl.DisplayNames>();

/**
 * A travel entry's country (its English name, as stored) in the language's own words, by
 * `Intl.DisplayNames`: 'Germany' → 'Deutschland' in German. English, and any name `Intl` does not
 * know, is shown as stored.
 */
export function formatCountry(name: string, language: LanguageCode = DEFAULT_LANGUAGE): string {
  if (language === DEFAULT_LANGUAGE) return name;
  const code = countryCode(name);
  if (!code) return name;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames(intlLocale(language), { type: 'region' });
    regionNames.set(language, names);
  }
  return names.of(code) ?? name;
}

/** The visible text of an HTML message, trimmed (SPEC §5: "with HTML tags removed"). */
export function visibleTextOf(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').trim();
}

/**
 * SPEC §8 "with the error message": the server's readable message (already in the page's
 * language: the API translates it), else "<status>: <body>", else the page's "try again".
 */
export function failureMessageOf(error: unknown, intl: IntlShape): string {
  return errorMessageOf(
    error,
    isApiError(error) ? error.message : intl.formatMessage({ id: 'common.tryAgain' }),
  );
}

/** What a bulk send answered (SPEC §7 POST /api/admin/send-email). */
export interface EmailResultCounts {
  successCount: number;
  failureCount: number;
  pendingCount?: number;
  skippedCount?: number;
}

/**
 * SPEC §8 "Successfully sent N emails." plus " M failed." when some failed, and (beyond SPEC) how
 * many are still being delivered when the server stopped waiting (a large send goes on after the
 * answer, and those e-mails are neither sent yet nor failed) and how many selected users were not
 * e-mailed because they turned product updates off; in the page's language.
 */
export function emailResultText(
  intl: IntlShape,
  { successCount, failureCount, pendingCount = 0, skippedCount = 0 }: EmailResultCounts,
): string {
  const parts = [intl.formatMessage({ id: 'admin.email.sentCount' }, { count: successCount })];
  if (failureCount > 0) {
    parts.push(intl.formatMessage({ id: 'admin.email.failedCount' }, { count: failureCount }));
  }
  if (pendingCount > 0) {
    parts.push(intl.formatMessage({ id: 'admin.email.pendingCount' }, { count: pendingCount }));
  }
  if (skippedCount > 0) {
    parts.push(intl.formatMessage({ id: 'admin.email.skippedCount' }, { count: skippedCount }));
  }
  return parts.join(' ');
}
