import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy, type ValidationOptions } from 'class-validator';

import { composeDecorators } from '../common/compose-decorators';
import { isVisitCountryName } from './visit-countries.constants';

/** The message for a country no visit may name. */
export const VISIT_COUNTRY_MESSAGE =
  'must be the English name of a Schengen state, Cyprus or Ireland (for example France)';

/**
 * An optional country: absent, null, an empty string (turned into null) or the English name of a
 * country from `VISIT_COUNTRIES` (a Schengen state, Cyprus or Ireland).
 *
 * @example
 * class CreateTravelEntryDto { @IsOptionalVisitCountry() country?: string | null; }
 */
export function IsOptionalVisitCountry(
  validationOptions: ValidationOptions = {},
): PropertyDecorator {
  return composeDecorators(
    Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
    IsOptional(),
    ValidateBy(
      {
        name: 'isVisitCountry',
        validator: {
          validate: (value: unknown): boolean => isVisitCountryName(value),
          defaultMessage: () => `$property ${VISIT_COUNTRY_MESSAGE}`,
        },
      },
      validationOptions,
    ),
  );
}
