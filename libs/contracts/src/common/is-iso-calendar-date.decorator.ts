import { IsISO8601, Matches, type ValidationOptions } from 'class-validator';

import { composeDecorators } from './compose-decorators';

/** Exactly four-digit year, two-digit month and two-digit day, nothing else. */
export const ISO_CALENDAR_DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

const DEFAULT_MESSAGE = '$property must be a real calendar date in the form YYYY-MM-DD';

/**
 * Accepts only `YYYY-MM-DD` strings that name a real calendar day. Days are calendar dates,
 * never timestamps (ARCHITECTURE.md), so '2025-01-01T00:00:00Z' is rejected as well as
 * impossible days such as '2025-02-30' or '2023-02-29'.
 *
 * The shape comes from the pattern and the calendar check from class-validator's strict
 * ISO 8601 validator; both report the same message.
 *
 * @example
 * class VisitDto { @IsIsoCalendarDate() entry_date!: string; } // '2024-02-29' passes
 */
export function IsIsoCalendarDate(validationOptions: ValidationOptions = {}): PropertyDecorator {
  const options: ValidationOptions = { message: DEFAULT_MESSAGE, ...validationOptions };
  return composeDecorators(
    Matches(ISO_CALENDAR_DATE_FORMAT, options),
    IsISO8601({ strict: true, strictSeparator: true }, options),
  );
}
