import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy, type ValidationOptions } from 'class-validator';

import { composeDecorators } from '../common/compose-decorators';
import { isSchengenCountryName } from './schengen-countries.constants';

/**
 * An optional country: absent, null, an empty string (turned into null) or the English name of a
 * Schengen state from `SCHENGEN_COUNTRIES`.
 *
 * @example
 * class CreateTravelEntryDto { @IsOptionalSchengenCountry() country?: string | null; }
 */
export function IsOptionalSchengenCountry(
  validationOptions: ValidationOptions = {},
): PropertyDecorator {
  return composeDecorators(
    Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
    IsOptional(),
    ValidateBy(
      {
        name: 'isSchengenCountry',
        validator: {
          validate: (value: unknown): boolean => isSchengenCountryName(value),
          defaultMessage: () => '$property must be one of the Schengen countries',
        },
      },
      validationOptions,
    ),
  );
}
