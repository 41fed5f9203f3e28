import {
  ETIAS_VALID_UNTIL_BEFORE_APPLIED_MESSAGE,
  type FieldError,
  INSURANCE_END_BEFORE_START_MESSAGE,
  PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE,
  PASSPORT_ISSUE_IN_FUTURE_MESSAGE,
  type TravelSettingsDto,
} from '@app/contracts';
import { compareIsoDates, type IsoDate } from '@app/schengen-rules';

/** A passport's two dates as the profile will hold them (null: not set). */
export interface PassportDatesOfProfile {
  passport_issue_date: string | null;
  passport_expiry_date: string | null;
}

/**
 * What is wrong with the passport dates a profile would hold: an issue date after the user's
 * `today`, or an expiry on or before the issue date. Empty when they are fine (or not set).
 *
 * @example
 * passportDateProblems({ passport_issue_date: '2030-01-01', passport_expiry_date: null }, '2026-01-01')
 * // → [{ field: 'passport_issue_date', messages: [PASSPORT_ISSUE_IN_FUTURE_MESSAGE] }]
 */
export function passportDateProblems(dates: PassportDatesOfProfile, today: IsoDate): FieldError[] {
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
 * What is wrong with the travel settings a profile would hold: a period that ends before it
 * starts (the insurance period, the travel authorisation). Empty when they are fine.
 *
 * @example
 * travelSettingsProblems({ ...settings, insurance_start_date: '2025-02-01', insurance_end_date: '2025-01-01' })
 * // → [{ field: 'insurance_end_date', messages: [INSURANCE_END_BEFORE_START_MESSAGE] }]
 */
export function travelSettingsProblems(settings: TravelSettingsDto): FieldError[] {
  const problems: FieldError[] = [];
  const endsBefore = (end: string | null, start: string | null) =>
    end !== null && start !== null && compareIsoDates(end, start) < 0;
  if (endsBefore(settings.insurance_end_date, settings.insurance_start_date)) {
    problems.push({ field: 'insurance_end_date', messages: [INSURANCE_END_BEFORE_START_MESSAGE] });
  }
  if (endsBefore(settings.etias_valid_until, settings.etias_applied_date)) {
    problems.push({
      field: 'etias_valid_until',
      messages: [ETIAS_VALID_UNTIL_BEFORE_APPLIED_MESSAGE],
    });
  }
  return problems;
}
