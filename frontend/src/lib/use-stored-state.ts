import { useCallback, useSyncExternalStore } from 'react';

import { type StorageKey, writeStored } from './storage';

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

function subscribeTo(key: string, listener: Listener): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A setting kept in localStorage (SPEC §3 "Other locally stored settings"), shared live between
 * every component that reads the same key in this tab and others. `key` may carry a suffix (for
 * per-user settings: `${STORAGE_KEYS.eesNoticeShown}.${userId}`).
 */
export function useStoredState<T>(
  key: StorageKey | `${StorageKey}.${string}`,
  isValid: (value: unknown) => value is T,
  fallback: T,
): [T, (value: T) => void] {
  const storageKey = key as StorageKey;
  const subscribe = useCallback((listener: Listener) => subscribeTo(key, listener), [key]);
  // The snapshot is the raw text, so unchanged storage gives an identical snapshot. Rendered on
  // the server (the build's prerendering, app/prerender/pages.tsx) nothing is stored.
  const raw = useSyncExternalStore(subscribe, () => rawOf(key), noneStored);
  const value = raw === null ? fallback : (parse(raw, isValid) ?? fallback);
  const setValue = useCallback(
    (next: T) => {
      writeStored(storageKey, next);
      for (const listener of listeners.get(key) ?? []) listener();
    },
    [key, storageKey],
  );
  return [value, setValue];
}

const noneStored = (): null => null;

function rawOf(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse<T>(raw: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isIsoDateString = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
export const isIsoDateOrEmpty = (value: unknown): value is string =>
  value === '' || isIsoDateString(value);
export const isWholeNumber = (value: unknown): value is number => Number.isInteger(value);
