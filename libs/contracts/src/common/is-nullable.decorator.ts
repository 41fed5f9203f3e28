import { ValidateIf } from 'class-validator';

/**
 * Skips the other checks of a property when its value is `null`, but not when it is missing:
 * the field must be sent, and may be sent as null.
 *
 * @example
 * class EntryCreatedEvent { @IsNullable() @IsString() country!: string | null; }
 */
export function IsNullable(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== null);
}
