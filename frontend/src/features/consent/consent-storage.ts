import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

/** SPEC §4: Accept All → 'accepted', Essential Only → 'rejected', Preferences + Save → 'selected'. */
export type ConsentValue = 'accepted' | 'rejected' | 'selected';

/** SPEC §3: stored locally; `necessary` is always true. */
export interface CookiePreferences {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  consent: ConsentValue;
}

function isCookiePreferences(value: unknown): value is CookiePreferences {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v['necessary'] === true &&
    typeof v['functional'] === 'boolean' &&
    typeof v['analytics'] === 'boolean' &&
    (v['consent'] === 'accepted' || v['consent'] === 'rejected' || v['consent'] === 'selected')
  );
}

function isTrue(value: unknown): value is true {
  return value === true;
}

export function readCookiePreferences(): CookiePreferences | null {
  return readStored(STORAGE_KEYS.cookieConsent, isCookiePreferences);
}

export function writeCookiePreferences(preferences: CookiePreferences): void {
  writeStored(STORAGE_KEYS.cookieConsent, preferences);
}

/** The X hides the banner for this browser session only. */
export function readBannerHiddenForSession(): boolean {
  return readStored(STORAGE_KEYS.cookieBannerHidden, isTrue, 'session') ?? false;
}

export function writeBannerHiddenForSession(): void {
  writeStored(STORAGE_KEYS.cookieBannerHidden, true, 'session');
}
