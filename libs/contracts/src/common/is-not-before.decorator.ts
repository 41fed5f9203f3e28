import { isISO8601, ValidateBy, type ValidationOptions } from 'class-validator';

import { ISO_CALENDAR_DATE_FORMAT } from './is-iso-calendar-date.decorator';

function isCalendarDate(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    ISO_CALENDAR_DATE_FORMAT.test(value) &&
    isISO8601(value, { strict: true, strictSeparator: true })
  );
}

/**
 * Rejects a calendar date that falls before the calendar date held in `otherProperty` of the same
 * object; equal dates pass. It judges only two valid dates and leaves malformed or missing ones
 * to their own decorators, so a person sees one message per problem.
 *
 * @example
 * class RecordVisitDto {
 *   @IsIsoCalendarDate() entry_date!: string;
 *   @IsNotBefore('entry_date', { message: 'Exit date must be after entry date' })
 *   exit_date!: string;
 * }
 */
export function IsNotBefore(
  otherProperty: string,
  validationOptions: ValidationOptions = {},
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotBefore',
      constraints: [otherProperty],
      validator: {
        validate(value: unknown, args): boolean {
          const other: unknown = (args?.object as Record<string, unknown> | undefined)?.[
            otherProperty
          ];
          if (!isCalendarDate(value) || !isCalendarDate(other)) return true;
          // Zero-padded YYYY-MM-DD strings sort in calendar order.
          return value >= other;
        },
        defaultMessage: () => `$property must not be before ${otherProperty}`,
      },
    },
    validationOptions,
  );
}
