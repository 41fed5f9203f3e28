import type { IntlShape } from 'react-intl';

import { intlLocale, languageOfLocale, type LanguageCode } from '@app/i18n/web';
import {
  type ComplianceLevel,
  complianceLevel,
  type ComplianceScale,
  dailyUsage,
  differenceInDays,
  type ExcludedPeriod,
  type IsoDate,
  type UncountedDays,
  uncountedDays,
  type Visit,
  visitRange,
  visitsToStays,
} from '@app/schengen-rules';

import { formatLongDate, formatMonthTitle, formatWeekdayDate } from '../../lib/dates';
import { countryName } from './country-name';

/**
 * What the calendar writes its texts with: react-intl's formatter in the page's language (its
 * `locale` gives the language of the dates and country names), `useIntl()` in a component.
 */
export type CalendarIntl = Pick<IntlShape, 'formatMessage' | 'locale'>;

/** What the calendar needs of a visit: its dates and the entry's country. */
export type CalendarVisit = Pick<Visit, 'entryDate' | 'exitDate'> & {
  readonly entry: { readonly country?: string | null };
};

/** The days a visit covers on the calendar, both ends included. */
export interface VisitSpan<V> {
  readonly visit: V;
  readonly start: IsoDate;
  readonly end: IsoDate;
}

/**
 * Where each visit lies on the calendar: the days `visitRange` of @app/schengen-rules gives it (an
 * ongoing visit up to today, or only its entry day while it lies ahead), as the travel service's
 * overlap rule reads visits.
 */
export function visitSpans<V extends CalendarVisit>(
  visits: readonly V[],
  today: IsoDate,
): VisitSpan<V>[] {
  return visits.map((visit) => ({ visit, ...visitRange(visit, today) }));
}

/** The visit covering `date`, if any. */
export function spanAt<V>(spans: readonly VisitSpan<V>[], date: IsoDate): VisitSpan<V> | null {
  return spans.find((span) => span.start <= date && date <= span.end) ?? null;
}

/** The first visit sharing a day with `start`..`end`, if any. */
export function overlappingSpan<V>(
  spans: readonly VisitSpan<V>[],
  start: IsoDate,
  end: IsoDate,
): VisitSpan<V> | null {
  return spans.find((span) => span.start <= end && start <= span.end) ?? null;
}

export interface CalendarDay {
  readonly date: IsoDate;
  readonly dayOfMonth: number;
  /** Inside a visit: days used in the 180-day window on that day; outside: days left of 90. */
  readonly count: number;
  readonly isInVisit: boolean;
  /** The country of the visit covering the day, as stored (its English name). */
  readonly country: string | null;
  /** The compliance level of the days used on that day, on the calendar's scale. */
  readonly level: ComplianceLevel;
  /**
   * Why a day inside a visit does not count towards the 90 days (ADR 0033), e.g. 'Cyprus does not
   * apply the Schengen rules in full'; null for a day that counts or lies outside every visit.
   */
  readonly notCounted: string | null;
  readonly isToday: boolean;
  /** The day button's accessible name, e.g. 'Tuesday 3 March 2026: 12 days used, today'. */
  readonly label: string;
  /** The date alone, e.g. 'Tuesday 3 March 2026' (the name while the calendar has no figures). */
  readonly dateName: string;
  /**
   * The day button's title: the visit's country in the page's language and why the day does not
   * count, e.g. 'Cyprus · Not counted: Cyprus does not apply the Schengen rules in full'.
   */
  readonly hint: string | null;
}

export interface CalendarMonth {
  /** 'YYYY-MM'. */
  readonly key: string;
  /** 'March 2026'. */
  readonly title: string;
  /** Weekday of the 1st, 0 for Monday to 6 for Sunday (weeks start on Monday). */
  readonly firstWeekday: number;
  readonly days: readonly CalendarDay[];
}

function dayLabel(
  intl: CalendarIntl,
  dateName: string,
  count: number,
  isInVisit: boolean,
  isToday: boolean,
  notCounted: string | null,
): string {
  return intl.formatMessage(
    { id: 'calendar.day' },
    {
      date: dateName,
      figure: intl.formatMessage({ id: isInVisit ? 'calendar.used' : 'calendar.left' }, { count }),
      counted: notCounted === null ? 'yes' : 'no',
      reason: notCounted ?? '',
      today: isToday ? 'yes' : 'no',
    },
  );
}

function dayHint(
  intl: CalendarIntl,
  language: LanguageCode,
  country: string | null,
  notCounted: string | null,
): string | null {
  const parts = [
    country === null ? null : countryName(country, language),
    notCounted === null
      ? null
      : intl.formatMessage({ id: 'calendar.notCounted' }, { reason: notCounted }),
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

/**
 * Why a run of a visit's days does not count, in the words of the Why panel, in `language`
 * (`intl`'s): e.g. 'Cyprus does not apply the Schengen rules in full'.
 */
export function notCountedReason(
  run: UncountedDays,
  intl: CalendarIntl,
  language: LanguageCode = languageOfLocale(intl.locale),
): string {
  if (run.reason === 'excluded_period') {
    return intl.formatMessage(
      { id: 'calendar.excluded' },
      { kind: run.period.kind, state: countryName(run.period.issuingState, language) },
    );
  }
  const country = countryName(run.country, language);
  if (run.reason === 'not_schengen_then') {
    return intl.formatMessage(
      { id: 'calendar.notYet' },
      { country, date: formatLongDate(run.countsFrom, language) },
    );
  }
  return intl.formatMessage({ id: 'calendar.never' }, { country });
}

export interface CalendarYearOptions {
  /** The threshold scale of the day colours (SPEC §9): 'dashboard' (the default) or 'demo'. */
  readonly scale?: ComplianceScale;
  /** Only this month (1 to 12) of the year, for a one-month view such as the demo's. */
  readonly month?: number;
  /** The traveller's residence permits and long-stay visas: their days do not count. */
  readonly excludedPeriods?: readonly ExcludedPeriod[];
}

const weekdaysByLanguage = new Map<LanguageCode, readonly string[]>();

/**
 * The calendar's column headings, Monday first, by `Intl` in `language`: its short weekday names
 * ('Mon', 'Di', 'пн', '月'), or its narrow ones where a short name would not fit a day's column
 * ('ن' rather than 'الاثنين'). One array per language, so that a memoised month keeps it.
 */
export function weekdayNames(language: LanguageCode): readonly string[] {
  let names = weekdaysByLanguage.get(language);
  if (!names) {
    // 1 January 2024 was a Monday.
    const week = Array.from({ length: 7 }, (_, day) => Date.UTC(2024, 0, 1 + day));
    const named = (weekday: 'short' | 'narrow') => {
      const format = new Intl.DateTimeFormat(intlLocale(language), { weekday, timeZone: 'UTC' });
      return week.map((time) => format.format(time));
    };
    const short = named('short');
    names = short.every((name) => name.length <= 4) ? short : named('narrow');
    weekdaysByLanguage.set(language, names);
  }
  return names;
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const isoDay = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The twelve months of `year` for the calendar (SPEC §2 Calendar View), or only `options.month`,
 * in one pass: the daily counts come from `dailyUsage` (prefix sums, no window recount per day)
 * and the visit of each day from one walk over the visits. Titles, day names and reasons are
 * written in `intl`'s language.
 */
export function buildCalendarYear<V extends CalendarVisit>(
  visits: readonly V[],
  today: IsoDate,
  year: number,
  intl: CalendarIntl,
  options: CalendarYearOptions = {},
): CalendarMonth[] {
  const { scale = 'dashboard', month: onlyMonth, excludedPeriods } = options;
  const language = languageOfLocale(intl.locale);
  if (
    onlyMonth !== undefined &&
    !(Number.isInteger(onlyMonth) && onlyMonth >= 1 && onlyMonth <= 12)
  ) {
    throw new RangeError(`A calendar month is 1 to 12, got ${onlyMonth}`);
  }
  const firstMonth = onlyMonth ?? 1;
  const lastMonth = onlyMonth ?? 12;
  const first = isoDay(year, firstMonth, 1);
  const last = isoDay(year, lastMonth, daysInMonth(year, lastMonth));
  const stays = visitsToStays(visits, { withCountry: true });
  const rules = { today, excludedPeriods };
  const usage = dailyUsage(stays, first, last, rules);
  const notCountedOfDay = new Array<string | undefined>(usage.length);
  for (const run of uncountedDays(stays, first, last, rules)) {
    const why = notCountedReason(run, intl, language);
    const from = differenceInDays(run.days.start, first);
    for (let index = from; index < from + run.count; index += 1) notCountedOfDay[index] = why;
  }
  const visitOfDay = new Array<V | undefined>(usage.length);
  for (const span of visitSpans(visits, today)) {
    if (span.end < first || span.start > last) continue;
    const from = Math.max(0, differenceInDays(span.start, first));
    const to = Math.min(usage.length - 1, differenceInDays(span.end, first));
    for (let index = from; index <= to; index += 1) visitOfDay[index] ??= span.visit;
  }

  const months: CalendarMonth[] = [];
  let index = 0;
  for (let month = firstMonth - 1; month < lastMonth; month += 1) {
    const length = daysInMonth(year, month + 1);
    const days: CalendarDay[] = new Array<CalendarDay>(length);
    for (let day = 0; day < length; day += 1, index += 1) {
      const { date, daysUsed, daysLeft } = usage[index]!;
      const visit = visitOfDay[index];
      const isInVisit = visit !== undefined;
      const count = isInVisit ? daysUsed : daysLeft;
      const isToday = date === today;
      const dateName = formatWeekdayDate(date, language);
      const notCounted = notCountedOfDay[index] ?? null;
      const country = visit?.entry.country ?? null;
      days[day] = {
        date,
        dayOfMonth: day + 1,
        count,
        isInVisit,
        country,
        level: complianceLevel(daysUsed, scale),
        notCounted,
        isToday,
        label: dayLabel(intl, dateName, count, isInVisit, isToday, notCounted),
        dateName,
        hint: dayHint(intl, language, country, notCounted),
      };
    }
    months.push({
      key: `${year}-${String(month + 1).padStart(2, '0')}`,
      title: formatMonthTitle(year, month + 1, language),
      firstWeekday: (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7,
      days,
    });
  }
  return months;
}

function isSameDay(a: CalendarDay, b: CalendarDay): boolean {
  return a.date === b.date && a.label === b.label && a.level === b.level && a.hint === b.hint;
}

/**
 * `next` with every month whose days did not change replaced by the previous object, so a
 * memoised month component skips its render when an edit touches other months only.
 */
export function reuseUnchangedMonths(
  previous: readonly CalendarMonth[] | null,
  next: CalendarMonth[],
): CalendarMonth[] {
  if (!previous) return next;
  return next.map((month, i) => {
    const before = previous[i];
    if (!before || before.key !== month.key) return month;
    return month.days.every((day, d) => isSameDay(day, before.days[d]!)) ? before : month;
  });
}
