import { IsISO8601, Matches, type ValidationOptions } from 'class-validator';

import { composeDecorators } from './compose-decorators';

/** Date, `T`, time with optional fraction, then `Z` or an offset, as `Date#toISOString()` gives. */
export const ISO_TIMESTAMP_FORMAT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

const DEFAULT_MESSAGE = '$property must be an ISO 8601 timestamp with a time zone';

/**
 * Accepts a full ISO 8601 instant with its zone, such as '2025-06-01T09:30:00.000Z'. Used for
 * `occurredAt` on events; a bare calendar date is rejected.
 *
 * @example
 * class Envelope { @IsIsoTimestamp() occurredAt!: string; }
 */
export function IsIsoTimestamp(validationOptions: ValidationOptions = {}): PropertyDecorator {
  const options: ValidationOptions = { message: DEFAULT_MESSAGE, ...validationOptions };
  return composeDecorators(
    Matches(ISO_TIMESTAMP_FORMAT, options),
    IsISO8601({ strict: true, strictSeparator: true }, options),
  );
}
