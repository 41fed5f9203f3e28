import type { CookiePreferences } from './consent-storage';
import { isEuropeanTimeZone } from './european-time-zones';

/**
 * SPEC §4: the cookie banner shows in a European time zone until a choice is stored, unless its X
 * hid it for this browser session.
 */
export function isCookieBannerDue(
  preferences: CookiePreferences | null,
  isHiddenForSession: boolean,
  timeZone: string,
): boolean {
  return preferences === null && !isHiddenForSession && isEuropeanTimeZone(timeZone);
}
