import type { DemoEntry } from '@app/contracts';
import { isIsoDate } from '@app/schengen-rules';

import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';
import { DEMO_CLICK_LIMIT, type StoredDemo } from './demo-slice';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isDemoEntry(value: unknown): value is DemoEntry {
  if (!isRecord(value)) return false;
  const { id, entry_type: type, entry_date: date, country, notes } = value;
  return (
    typeof id === 'string' &&
    (type === 'entry' || type === 'exit') &&
    typeof date === 'string' &&
    isIsoDate(date) &&
    (country === null || typeof country === 'string') &&
    (notes === 'Calendar entry' || notes === 'Calendar exit')
  );
}

function isStoredDemo(value: unknown): value is StoredDemo {
  if (!isRecord(value)) return false;
  const { entries, clicksUsed, nextId } = value;
  return (
    Array.isArray(entries) &&
    entries.every(isDemoEntry) &&
    Number.isInteger(clicksUsed) &&
    (clicksUsed as number) >= 0 &&
    (clicksUsed as number) <= DEMO_CLICK_LIMIT &&
    Number.isInteger(nextId) &&
    (nextId as number) >= 1
  );
}

/**
 * The demo of this tab (SPEC §3 "Demo entry (local only)"): kept in sessionStorage so that a
 * reload or a visit to another page keeps the visits and the clicks used; never sent anywhere.
 */
export function readStoredDemo(): StoredDemo | null {
  const stored = readStored(STORAGE_KEYS.demo, isStoredDemo, 'session');
  if (!stored) return null;
  // New ids never repeat a stored one, whatever was edited by hand.
  const taken = stored.entries.map((entry) => Number(/^demo-(\d+)$/.exec(entry.id)?.[1] ?? 0));
  return { ...stored, nextId: Math.max(stored.nextId, ...taken.map((n) => n + 1)) };
}

export function writeStoredDemo({ entries, clicksUsed, nextId }: StoredDemo): void {
  writeStored(STORAGE_KEYS.demo, { entries, clicksUsed, nextId }, 'session');
}
