import type { TravelReportRpcRequest } from '@app/contracts';
import { type IsoDate, isoDateInTimeZone } from '@app/schengen-rules';

/**
 * The 'generated for' line of a report: first and last name when the profile has one, else the
 * username.
 *
 * @example
 * generatedFor({ username: 'amy', first_name: 'Amy', last_name: 'Lee' }) // → 'Amy Lee'
 * generatedFor({ username: 'amy', first_name: null, last_name: null }) // → 'amy'
 */
export function generatedFor(
  user: Pick<TravelReportRpcRequest, 'username' | 'first_name' | 'last_name'>,
): string {
  const name = [user.first_name, user.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name || user.username;
}

/** The user's today: the calendar date of `now` in their profile zone (UTC without one). */
export function reportDateOf(now: Date, timeZone: string | undefined): IsoDate {
  return isoDateInTimeZone(now, timeZone || 'UTC');
}
