/**
 * The countries a visit may name: every state `SCHENGEN_MEMBERSHIP` of @app/schengen-rules knows
 * (the 29 Schengen states, Cyprus and Ireland), by English short name, in alphabetical order. The
 * rules own the table (each state's ISO code, name and the day its stays began to count); the wire
 * reads it from there so that a country the API accepts is always one the rules can count
 * (`docs/adr/0036-excluded-periods-countries-and-the-joint-planner.md`). A travel entry's
 * `country` holds the English name.
 */
import { SCHENGEN_MEMBERSHIP } from '@app/schengen-rules';

export interface VisitCountry {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  /** English short name, as a travel entry stores it. */
  readonly name: string;
  /** Whether stays there ever count towards the 90 days (false: Cyprus, Ireland). */
  readonly isSchengen: boolean;
}

export const VISIT_COUNTRIES: readonly VisitCountry[] = SCHENGEN_MEMBERSHIP.map(
  ({ code, name, countsFrom }) => ({ code, name, isSchengen: countsFrom !== null }),
).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

export const VISIT_COUNTRY_NAMES: readonly string[] = VISIT_COUNTRIES.map(({ name }) => name);

const NAMES = new Set(VISIT_COUNTRY_NAMES);

/**
 * Tells whether a string is the English name of a country a visit may name (exact spelling and
 * case): a Schengen state, Cyprus or Ireland.
 *
 * @example
 * isVisitCountryName('Cyprus') // → true
 * isVisitCountryName('United Kingdom') // → false
 */
export function isVisitCountryName(value: unknown): value is string {
  return typeof value === 'string' && NAMES.has(value);
}
