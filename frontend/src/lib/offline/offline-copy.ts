import { clear, createStore, get, setMany, type UseStore } from 'idb-keyval';

import type { ExcludedPeriodDto, TravelEntryDto, UserDto } from '@app/contracts';

import type { ProductConfigDto } from '../product-config';

/** 2: with the excluded periods (a copy of version 1 has none and is not used). */
export const OFFLINE_COPY_VERSION = 2;

/**
 * The last signed-in traveller's dashboard data, kept in this browser for the offline dashboard
 * (issue #22, docs/adr/0038): what the page needs to start without the API (the configuration, the
 * user with their profile and travel settings, their visits) and when it was last synced.
 */
export interface OfflineCopy {
  version: typeof OFFLINE_COPY_VERSION;
  user: UserDto;
  config: ProductConfigDto | null;
  entries: TravelEntryDto[];
  /** The residence permits and long-stay visas: their days do not count (ADR 0036). */
  excludedPeriods: ExcludedPeriodDto[];
  /** When the data was last read from (or confirmed by) the server, ISO 8601. */
  syncedAt: string;
}

const DATABASE = 'schengen-tracker-offline';
const LAST_USER = 'last-user';
const copyKey = (userId: string) => `copy:${userId}`;

let defaultStore: UseStore | undefined;

/** The IndexedDB store of the copies (one database, one object store: idb-keyval's). */
function offlineStore(): UseStore {
  defaultStore ??= createStore(DATABASE, 'copies');
  return defaultStore;
}

function isOfflineCopy(value: unknown, userId: string): value is OfflineCopy {
  if (typeof value !== 'object' || value === null) return false;
  const copy = value as Partial<OfflineCopy>;
  return (
    copy.version === OFFLINE_COPY_VERSION &&
    copy.user?.id === userId &&
    Array.isArray(copy.entries) &&
    Array.isArray(copy.excludedPeriods) &&
    typeof copy.syncedAt === 'string'
  );
}

/**
 * Keeps `copy` as the only one in this browser: another user's copy is deleted first, so that a
 * shared device never shows a previous traveller's visits.
 */
export async function saveOfflineCopy(copy: OfflineCopy, store = offlineStore()): Promise<void> {
  const last = await get<string>(LAST_USER, store);
  if (last !== undefined && last !== copy.user.id) await clear(store);
  await setMany(
    [
      [copyKey(copy.user.id), copy],
      [LAST_USER, copy.user.id],
    ],
    store,
  );
}

/** The last signed-in traveller's copy, if one is kept (and is whole). */
export async function readOfflineCopy(store = offlineStore()): Promise<OfflineCopy | undefined> {
  const userId = await get<string>(LAST_USER, store);
  if (userId === undefined) return undefined;
  const copy = await get<unknown>(copyKey(userId), store);
  return isOfflineCopy(copy, userId) ? copy : undefined;
}

/** Deletes every copy (on sign-out, or when the server says nobody is signed in). */
export function deleteOfflineCopies(store = offlineStore()): Promise<void> {
  return clear(store);
}
