/**
 * Typed access to the browser's storage. Every key the SPA stores is listed here; reads are
 * validated, and a browser that refuses storage (private modes, quotas) degrades to "nothing
 * stored" instead of throwing.
 */
export const STORAGE_KEYS = {
  cookieConsent: 'schengen-tracker.cookie-consent',
  cookieBannerHidden: 'schengen-tracker.cookie-banner-hidden',
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
