/**
 * The passport rules of SPEC §5 for one trip, decided conservatively on boundary days
 * (docs/adr/0003-passport-boundary-days.md):
 * - 10-year rule: the passport must be issued less than 10 years before the entry day, so the
 *   last allowed entry day is the day before the 10th anniversary of issue.
 * - 3-month rule: the passport must expire more than 3 months after the exit day (today when the
 *   trip has no exit yet); months are added with clamping (30 Nov + 3 months = 28/29 Feb), so the
 *   earliest allowed expiry is the day after exit + 3 months.
 * Each margin counts the days to spare up to that allowed boundary: 0 on the last allowed entry
 * day (or with the earliest allowed expiry), negative when the rule fails. A rule warns while its
 * failing day is 1 to 90 days away (a margin of 0 to 89). `messages` says which of SPEC's texts
 * applies (a failure replaces every warning); the text itself belongs to the UI.
 *
 * @example
 * checkPassport(
 *   { issueDate: '2020-01-10', expiryDate: '2026-04-11' },
 *   { entry: '2025-12-01', exit: '2026-01-09' },
 * ).messages; // → [{ code: 'three-month-warn', days: 1 }]
 */
import { addMonthsToParts, fromDay, partsToDay, toDay, toParts } from '../_lib/day-number';
import {
  PASSPORT_MAX_AGE_YEARS,
  PASSPORT_VALIDITY_AFTER_EXIT_MONTHS,
  PASSPORT_WARNING_DAYS,
} from '../constants';
import type { IsoDate } from '../types';

export type PassportRuleStatus = 'pass' | 'warn' | 'fail';

/** Colour of the passport check panel (SPEC §4): green, yellow or red. */
export type PassportLevel = 'ok' | 'warning' | 'stop';

export type PassportMessageCode =
  'both-fail' | 'ten-year-fail' | 'three-month-fail' | 'ten-year-warn' | 'three-month-warn';

export interface PassportMessage {
  readonly code: PassportMessageCode;
  /** The `{n}` of the soft warnings: the rule's margin, days to spare up to its boundary. */
  readonly days?: number;
}

export interface PassportDates {
  readonly issueDate: IsoDate;
  readonly expiryDate: IsoDate;
}

export interface PassportTrip {
  readonly entry: IsoDate;
  /** The planned exit; when absent, today is used. */
  readonly exit?: IsoDate | null;
}

export interface PassportCheck {
  readonly tenYearRule: {
    readonly status: PassportRuleStatus;
    /** Days from the entry day to the last allowed entry day: 0 on that day, negative fails. */
    readonly marginDays: number;
    readonly lastAllowedEntry: IsoDate;
  };
  readonly threeMonthRule: {
    readonly status: PassportRuleStatus;
    /** Days from the earliest allowed expiry to the expiry: 0 on that day, negative fails. */
    readonly marginDays: number;
    readonly exitDate: IsoDate;
    readonly earliestAllowedExpiry: IsoDate;
  };
  readonly level: PassportLevel;
  readonly messages: readonly PassportMessage[];
}

export function checkPassport(
  passport: PassportDates,
  trip: PassportTrip,
  opts: { readonly today?: IsoDate } = {},
): PassportCheck {
  const entry = toDay(trip.entry);
  const exitIso = trip.exit ?? opts.today;
  if (exitIso === undefined || exitIso === null) {
    throw new RangeError('The trip has no exit: pass opts.today to check against today');
  }
  const exit = toDay(exitIso);
  const tenthAnniversary = partsToDay(
    addMonthsToParts(toParts(passport.issueDate), PASSPORT_MAX_AGE_YEARS * 12),
  );
  const exitPlusMonths = partsToDay(
    addMonthsToParts(toParts(exitIso), PASSPORT_VALIDITY_AFTER_EXIT_MONTHS),
  );
  const lastAllowedEntry = tenthAnniversary - 1;
  const earliestAllowedExpiry = exitPlusMonths + 1;
  const tenYearMargin = lastAllowedEntry - entry;
  const threeMonthMargin = toDay(passport.expiryDate) - earliestAllowedExpiry;
  const tenYear = statusOf(tenYearMargin);
  const threeMonth = statusOf(threeMonthMargin);
  return {
    tenYearRule: {
      status: tenYear,
      marginDays: tenYearMargin,
      lastAllowedEntry: fromDay(lastAllowedEntry),
    },
    threeMonthRule: {
      status: threeMonth,
      marginDays: threeMonthMargin,
      exitDate: fromDay(exit),
      earliestAllowedExpiry: fromDay(earliestAllowedExpiry),
    },
    level:
      tenYear === 'fail' || threeMonth === 'fail'
        ? 'stop'
        : tenYear === 'warn' || threeMonth === 'warn'
          ? 'warning'
          : 'ok',
    messages: messagesFor(tenYear, tenYearMargin, threeMonth, threeMonthMargin),
  };
}

/** Fails past the boundary; warns while the failing day is 1 to 90 days away (SPEC §4, §5). */
function statusOf(marginDays: number): PassportRuleStatus {
  if (marginDays < 0) return 'fail';
  return marginDays < PASSPORT_WARNING_DAYS ? 'warn' : 'pass';
}

function messagesFor(
  tenYear: PassportRuleStatus,
  tenYearMargin: number,
  threeMonth: PassportRuleStatus,
  threeMonthMargin: number,
): PassportMessage[] {
  if (tenYear === 'fail' && threeMonth === 'fail') return [{ code: 'both-fail' }];
  if (tenYear === 'fail') return [{ code: 'ten-year-fail' }];
  if (threeMonth === 'fail') return [{ code: 'three-month-fail' }];
  const messages: PassportMessage[] = [];
  if (tenYear === 'warn') messages.push({ code: 'ten-year-warn', days: tenYearMargin });
  if (threeMonth === 'warn') messages.push({ code: 'three-month-warn', days: threeMonthMargin });
  return messages;
}
