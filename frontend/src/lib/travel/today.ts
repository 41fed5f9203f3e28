import { assertIsoDate, isoDateInTimeZone, type IsoDate } from '@app/schengen-rules';

import { localIsoDate } from '../dates';
import { temporalTimeZone } from '../time-zones';

/**
 * The calendar date of `now` in `timeZone`, falling back to UTC for an unknown zone. The browser's
 * own zone (where Temporal names it) and UTC need no Intl formatter (docs/adr/0015).
 */
export function todayIn(now: Date, timeZone: string | null | undefined): IsoDate {
  const zone = timeZone || 'UTC';
  if (zone !== 'UTC' && zone === temporalTimeZone()) return assertIsoDate(localIsoDate(now));
  try {
    return isoDateInTimeZone(now, zone);
  } catch {
    return isoDateInTimeZone(now, 'UTC');
  }
}
