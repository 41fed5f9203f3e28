/**
 * Typed access to the browser's storage. Every key the SPA stores is listed here; reads are
 * validated, and a browser that refuses storage (private modes, quotas) degrades to "nothing
 * stored" instead of throwing.
 */
export const STORAGE_KEYS = {
  cookieConsent: 'schengen-tracker.cookie-consent',
  cookieBannerHidden: 'schengen-tracker.cookie-banner-hidden',
  /** SPEC §3 "Other locally stored settings". */
  calendarYear: 'schengen-tracker.calendar-year',
  calendarHelpDismissed: 'schengen-tracker.calendar-help-dismissed',
  /**
   * A visitor's travel settings (`TravelSettingsDto` as JSON). A signed-in traveller's are kept
   * with the account (PATCH /api/user/travel-settings), never in the browser.
   */
  visitorTravelSettings: 'schengen-tracker.visitor-travel-settings',
  /** Followed by `.<user id>`: the login count of the sign-in whose donation prompt was dismissed. */
  donationPromptDismissed: 'schengen-tracker.donation-prompt-dismissed',
  /** SPEC §3 "Demo entry (local only)": the visitor demo's entries and clicks (sessionStorage). */
  demo: 'schengen-tracker.demo',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored value when it parses and passes `isValid`, else null. */
export function readStored<T>(
  key: StorageKey,
  isValid: (value: unknown) => value is T,
  area: StorageArea = 'local',
): T | null {
  try {
    const text = storageOf(area)?.getItem(key);
    if (text === null || text === undefined) return null;
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: unknown, area: StorageArea = 'local'): void {
  try {
    storageOf(area)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the setting lasts for this page only.
  }
}

export function removeStored(key: StorageKey, area: StorageArea = 'local'): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/**
 * Where this browser kept the travel settings before they moved to the account (issue #17): the
 * EES flag, insurance period and travel authorisation of whoever used the browser last, and the
 * per-user EES notice flags. They are removed, never imported: a browser's value cannot be told
 * to belong to the account now signed in.
 */
const LEGACY_TRAVEL_SETTING_KEYS = [
  'schengen-tracker.insurance-start',
  'schengen-tracker.insurance-end',
  'schengen-tracker.ees-registered',
  'schengen-tracker.etias-applied',
  'schengen-tracker.etias-received',
  'schengen-tracker.etias-valid-until',
] as const;
const LEGACY_EES_NOTICE_PREFIX = 'schengen-tracker.ees-notice-shown.';

/** Removes the travel settings this browser kept before they moved to the account. */
export function removeLegacyTravelSettings(): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) {
      if (
        key !== null &&
        ((LEGACY_TRAVEL_SETTING_KEYS as readonly string[]).includes(key) ||
          key.startsWith(LEGACY_EES_NOTICE_PREFIX))
      ) {
        storage.removeItem(key);
      }
    }
  } catch {
    // Storage refused: nothing was kept either.
  }
}
