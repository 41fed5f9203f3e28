import type { Clock } from '@app/nest-core';
import { userToday, type IsoDate } from '@app/schengen-rules';

/**
 * The calendar date of the clock's instant in `timeZone` (the user's profile zone): the user's
 * today. UTC when the zone is unknown (`null`) or not one this runtime knows (`userToday`).
 *
 * @example
 * todayOf(() => new Date('2025-06-15T12:00:00Z'), 'Pacific/Kiritimati'); // → '2025-06-16'
 */
export function todayOf(clock: Clock, timeZone: string | null = null): IsoDate {
  return userToday(clock(), timeZone);
}
