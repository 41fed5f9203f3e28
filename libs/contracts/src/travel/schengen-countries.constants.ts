/**
 * The 29 Schengen states as of 2026 (SPEC §1, §9: "29 countries"), with English short names and
 * ISO 3166-1 alpha-2 codes, in alphabetical order of name. A travel entry's `country` holds the
 * English name.
 */
export const SCHENGEN_COUNTRIES = [
  { code: 'AT', name: 'Austria' },
  { code: 'BE', name: 'Belgium' },
  { code: 'BG', name: 'Bulgaria' },
  { code: 'HR', name: 'Croatia' },
  { code: 'CZ', name: 'Czechia' },
  { code: 'DK', name: 'Denmark' },
  { code: 'EE', name: 'Estonia' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'GR', name: 'Greece' },
  { code: 'HU', name: 'Hungary' },
  { code: 'IS', name: 'Iceland' },
  { code: 'IT', name: 'Italy' },
  { code: 'LV', name: 'Latvia' },
  { code: 'LI', name: 'Liechtenstein' },
  { code: 'LT', name: 'Lithuania' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'MT', name: 'Malta' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NO', name: 'Norway' },
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'RO', name: 'Romania' },
  { code: 'SK', name: 'Slovakia' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'ES', name: 'Spain' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CH', name: 'Switzerland' },
] as const;

export type SchengenCountry = (typeof SCHENGEN_COUNTRIES)[number];
export type SchengenCountryName = SchengenCountry['name'];
export type SchengenCountryCode = SchengenCountry['code'];

export const SCHENGEN_COUNTRY_NAMES: readonly SchengenCountryName[] = SCHENGEN_COUNTRIES.map(
  (country) => country.name,
);

/**
 * Tells whether a string is the English name of a Schengen state (exact spelling and case).
 *
 * @example
 * isSchengenCountryName('France') // → true
 * isSchengenCountryName('United Kingdom') // → false
 */
export function isSchengenCountryName(value: unknown): value is SchengenCountryName {
  return SCHENGEN_COUNTRY_NAMES.some((name) => name === value);
}
