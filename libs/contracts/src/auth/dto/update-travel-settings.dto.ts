import { IsBoolean, IsOptional, type ValidationOptions } from 'class-validator';

import { composeDecorators } from '../../common/compose-decorators';
import { IsIsoCalendarDate } from '../../common/is-iso-calendar-date.decorator';
import type { TravelSettingsDto } from './user.dto';

/** Absent: unchanged; otherwise true or false (never null: a flag is always one or the other). */
function OptionalFlag(property: keyof TravelSettingsDto): PropertyDecorator {
  const options: ValidationOptions = {
    message: `${property} must be true or false`,
    validateIf: (_object: object, value: unknown) => value !== undefined,
  };
  return IsBoolean(options);
}

/** Absent: unchanged; null: cleared; otherwise a real calendar day. */
function OptionalDay(label: string): PropertyDecorator {
  return composeDecorators(
    IsOptional(),
    IsIsoCalendarDate({ message: `${label} must be a real calendar date in the form YYYY-MM-DD` }),
  );
}

/**
 * PATCH /api/user/travel-settings (beyond SPEC): any of the traveller's `TravelSettingsDto`
 * fields; an absent field stays as it is. The auth service checks the dates with the stored ones
 * (`INSURANCE_END_BEFORE_START_MESSAGE`, `ETIAS_VALID_UNTIL_BEFORE_APPLIED_MESSAGE`), so a
 * period is never stored backwards.
 *
 * @example
 * { ees_registered: true }
 * { insurance_start_date: '2025-01-01', insurance_end_date: '2025-12-31' }
 */
export class UpdateTravelSettingsDto implements Partial<TravelSettingsDto> {
  @OptionalFlag('ees_registered')
  ees_registered?: boolean;

  @OptionalFlag('ees_notice_shown')
  ees_notice_shown?: boolean;

  @OptionalDay('Insurance start date')
  insurance_start_date?: string | null;

  @OptionalDay('Insurance end date')
  insurance_end_date?: string | null;

  @OptionalDay('ETIAS applied date')
  etias_applied_date?: string | null;

  @OptionalFlag('etias_received')
  etias_received?: boolean;

  @OptionalDay('ETIAS valid-until date')
  etias_valid_until?: string | null;
}

/** The 400 of an insurance period whose end (sent or stored) is before its start. */
export const INSURANCE_END_BEFORE_START_MESSAGE =
  'Insurance end date must not be before the start date';

/** The 400 of a travel authorisation valid until a day before it was applied for. */
export const ETIAS_VALID_UNTIL_BEFORE_APPLIED_MESSAGE =
  'ETIAS valid-until date must not be before the date applied';
