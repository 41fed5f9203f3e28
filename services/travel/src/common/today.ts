import { isoDateInTimeZone, type IsoDate } from '@app/schengen-rules';

import type { Clock } from './clock';

/** The service's today: the UTC calendar date of the clock's instant. */
export function todayOf(clock: Clock): IsoDate {
  return isoDateInTimeZone(clock(), 'UTC');
}
