import { assertIsoDate } from '@app/schengen-rules';

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar day for people to read (British English, as the product's audience writes it). The
 * date is read as a calendar day, never shifted by a time zone.
 *
 * @example
 * formatDay('2026-06-08') // → 'Monday 8 June 2026'
 */
export function formatDay(date: string): string {
  const [year, month, day] = assertIsoDate(date).split('-').map(Number);
  return DAY.format(Date.UTC(year!, month! - 1, day!)).replace(',', '');
}
