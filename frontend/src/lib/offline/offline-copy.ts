import { clear, createStore, get, setMany, type UseStore } from 'idb-keyval';

import type {
  ExcludedPeriodDto,
  TravelEntryDto,
  TravellerDetailsDto,
  TravellerDto,
  UserDto,
} from '@app/contracts';

import type { ProductConfigDto } from '../product-config';

/**
 * 4: with every other traveller's details (their passport dates: the passport check works offline
 * for them too). Version 3 had none, version 2 held the account holder's records alone, and
 * version 1 no excluded periods: none of them is used.
 */
export const OFFLINE_COPY_VERSION = 4;

/** One traveller's records as the dashboard counts them. */
export interface OfflineTravellerRecords {
  entries: TravelEntryDto[];
  /** The residence permits and long-stay visas: their days do not count (ADR 0036). */
  excludedPeriods: ExcludedPeriodDto[];
}

/**
 * A traveller other than the account holder: their records, and their details (passport dates and
 * nationality note, `GET /api/travellers/{id}/details`; the account holder's passport dates are
 * the user's).
 */
export interface OfflineOtherTraveller extends OfflineTravellerRecords {
  details: TravellerDetailsDto;
}

/**
 * The last signed-in user's dashboard data, kept in this browser for the offline dashboard
 * (issue #22, docs/adr/0038): what the page needs to start without the API (the configuration, the
 * user with their profile and travel settings, the account's travellers and each one's records)
 * and when it was last synced. The account holder's records are `entries` and `excludedPeriods`
 * (read without `traveller_id`), every other traveller's are in `otherTravellers`.
 */
export interface OfflineCopy extends OfflineTravellerRecords {
  version: typeof OFFLINE_COPY_VERSION;
  user: UserDto;
  config: ProductConfigDto | null;
  /** The account's travellers as `GET /api/travellers` answers (the account holder's first). */
  travellers: TravellerDto[];
  /** The records and details of each traveller other than the account holder, by traveller id. */
  otherTravellers: Record<string, OfflineOtherTraveller>;
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

function isRecords(value: unknown): value is OfflineTravellerRecords {
  if (typeof value !== 'object' || value === null) return false;
  const records = value as Partial<OfflineTravellerRecords>;
  return Array.isArray(records.entries) && Array.isArray(records.excludedPeriods);
}

function isOtherTraveller(value: unknown): value is OfflineOtherTraveller {
  if (!isRecords(value)) return false;
  const { details } = value as Partial<OfflineOtherTraveller>;
  return typeof details === 'object' && details !== null;
}

function isOfflineCopy(value: unknown, userId: string): value is OfflineCopy {
  if (!isRecords(value)) return false;
  const copy = value as Partial<OfflineCopy>;
  return (
    copy.version === OFFLINE_COPY_VERSION &&
    copy.user?.id === userId &&
    Array.isArray(copy.travellers) &&
    typeof copy.otherTravellers === 'object' &&
    copy.otherTravellers !== null &&
    Object.values(copy.otherTravellers).every(isOtherTraveller) &&
    typeof copy.syncedAt === 'string'
  );
}

/**
 * Keeps `copy` as the only one in this browser: another user's copy is deleted first, so that a
 * shared device never shows a previous user's travellers or visits.
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

/** The last signed-in user's copy, if one is kept (and is whole, in this version). */
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
