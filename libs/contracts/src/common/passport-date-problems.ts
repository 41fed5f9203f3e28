import { IsOptional } from 'class-validator';

import { compareIsoDates, type IsoDate } from '@app/schengen-rules';

import type { FieldError } from '../errors/validation.error';
import { IsIsoCalendarDate } from './is-iso-calendar-date.decorator';

/** The 400 of a passport expiry date on or before its issue date (the profile form says the same). */
export const PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE =
  'Passport expiry date must be after the issue date';

/** The 400 of a passport issue date after the user's today (the profile form says the same). */
export const PASSPORT_ISSUE_IN_FUTURE_MESSAGE =
  'Passport issue date cannot be in the future: enter the date printed in your passport';

/** A passport's two dates as a profile or a traveller will hold them (null: not set). */
export interface PassportDates {
  passport_issue_date: string | null;
  passport_expiry_date: string | null;
}

/**
 * What is wrong with the passport dates a profile (auth) or a traveller (travel) would hold: an
 * issue date after the user's `today`, or an expiry on or before the issue date. Empty when they
 * are fine (or not set).
 *
 * @example
 * passportDateProblems({ passport_issue_date: '2030-01-01', passport_expiry_date: null }, '2026-01-01')
 * // → [{ field: 'passport_issue_date', messages: [PASSPORT_ISSUE_IN_FUTURE_MESSAGE] }]
 */
export function passportDateProblems(dates: PassportDates, today: IsoDate): FieldError[] {
  const { passport_issue_date: issue, passport_expiry_date: expiry } = dates;
  const problems: FieldError[] = [];
  if (issue !== null && compareIsoDates(issue, today) > 0) {
    problems.push({ field: 'passport_issue_date', messages: [PASSPORT_ISSUE_IN_FUTURE_MESSAGE] });
  }
  if (issue !== null && expiry !== null && compareIsoDates(expiry, issue) <= 0) {
    problems.push({
      field: 'passport_expiry_date',
      messages: [PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE],
    });
  }
  return problems;
}

/**
 * A request's passport dates (`PUT /api/user/profile`, `PUT /api/travellers/{id}/details`): each
 * optional (absent: unchanged), a calendar day, or null to clear it. Checked together with the
 * stored ones by `passportDateProblems`.
 */
export class PassportDatesDto {
  @IsOptional()
  @IsIsoCalendarDate()
  passport_issue_date?: string | null;

  @IsOptional()
  @IsIsoCalendarDate()
  passport_expiry_date?: string | null;
}
