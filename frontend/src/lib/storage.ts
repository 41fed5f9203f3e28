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
  insuranceStart: 'schengen-tracker.insurance-start',
  insuranceEnd: 'schengen-tracker.insurance-end',
  eesRegistered: 'schengen-tracker.ees-registered',
  etiasApplied: 'schengen-tracker.etias-applied',
  etiasReceived: 'schengen-tracker.etias-received',
  etiasValidUntil: 'schengen-tracker.etias-valid-until',
  /** Followed by `.<user id>`: the EES notice of planned visits is shown once per user. */
  eesNoticeShown: 'schengen-tracker.ees-notice-shown',
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
