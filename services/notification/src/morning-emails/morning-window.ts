import { DateTime } from 'luxon';

import type { IsoDate } from '@app/schengen-rules';

/** What a user's calendar says at an instant that falls in their morning hour. */
export interface LocalMorning {
  /** The user's today, YYYY-MM-DD. */
  date: IsoDate;
  /** Whether that day is a Monday (the weekly summary's day). */
  isMonday: boolean;
  /** The ISO week of that day, e.g. '2026-W23' (the weekly summary's period). */
  week: string;
}

/**
 * The user's local day at `now` when their local time (`timeZone`, an IANA name, DST included)
 * is in the hour `hour` (0-23), e.g. 08:00 to 08:59 for 8; null at any other time or for a zone
 * the runtime does not know. A scheduler ticking at least hourly on the hour therefore meets
 * every zone's morning once a day, whole- and half-hour offsets alike.
 *
 * @example
 * localMorning(new Date('2026-06-01T15:00:00Z'), 'America/Los_Angeles', 8)
 * // → { date: '2026-06-01', isMonday: true, week: '2026-W23' } (08:00 PDT)
 * localMorning(new Date('2026-06-01T15:00:00Z'), 'Asia/Tokyo', 8) // → null (00:00 JST)
 */
export function localMorning(now: Date, timeZone: string, hour: number): LocalMorning | null {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  if (!local.isValid || local.hour !== hour) return null;
  return {
    date: local.toISODate(),
    isMonday: local.weekday === 1,
    week: local.toFormat("kkkk-'W'WW"),
  };
}
