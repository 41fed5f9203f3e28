import type { SchengenCountryName } from '@app/contracts';

/**
 * The 29 Schengen states (SPEC §9) for the country select, in alphabetical order. Contracts hold
 * the list as a value the SPA may not import, so it is written once here and type-checked
 * against `SchengenCountryName`.
 */
export const SCHENGEN_COUNTRY_OPTIONS: readonly SchengenCountryName[] = [
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Czechia',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Iceland',
  'Italy',
  'Latvia',
  'Liechtenstein',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Norway',
  'Poland',
  'Portugal',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
  'Switzerland',
];
