/** The earliest travel date the service accepts (SPEC §5 leaves it open; the product sets it). */
export const TRAVEL_MIN_DATE = '2000-01-01';

/** How far ahead of today (years) a planned visit may be recorded. */
export const TRAVEL_MAX_YEARS_AHEAD = 2;

/**
 * The most travel records (entries and exits) one user may hold: 2,500 visits, far beyond any
 * traveller's history, and a bound on what one account can make the services store, list, export
 * and render (docs/security.md, "Abuse limits").
 */
export const TRAVEL_MAX_RECORDS_PER_USER = 5_000;

/**
 * The 400 message for a date outside the accepted range.
 *
 * @example
 * travelDateRangeMessage('Entry date', '2027-06-01')
 * // → 'Entry date must be between 2000-01-01 and 2027-06-01'
 */
export function travelDateRangeMessage(label: string, maxDate: string): string {
  return `${label} must be between ${TRAVEL_MIN_DATE} and ${maxDate}`;
}
