/** The earliest travel date the service accepts (SPEC §5 leaves it open; the product sets it). */
export const TRAVEL_MIN_DATE = '2000-01-01';

/** How far ahead of today (years) a planned visit may be recorded. */
export const TRAVEL_MAX_YEARS_AHEAD = 2;

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
