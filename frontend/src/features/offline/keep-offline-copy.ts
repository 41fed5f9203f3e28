import type { TravellerDto } from '@app/contracts';

import type { AppStore, RootState } from '../../app/store';
import { selectOfflineCopySyncedAt } from '../../lib/offline';
import {
  deleteOfflineCopies,
  OFFLINE_COPY_VERSION,
  type OfflineCopy,
  type OfflineOtherTraveller,
  type OfflineTravellerRecords,
  saveOfflineCopy,
} from '../../lib/offline/offline-copy';
import { productConfigApi } from '../../lib/product-config';
import { sessionApi } from '../../lib/session';
import { excludedPeriodsApi } from '../../lib/travel/excluded-periods-api';
import { type TravellerChoice, travelEntriesApi } from '../../lib/travel/travel-entries-api';
import { travellersApi } from '../../lib/travel/travellers-api';
import { TRAVELLERS_MAX_PER_ACCOUNT } from '../../lib/travel/traveller-limits';

/** The live data a copy is made of (the same objects as in the store while they do not change). */
type LiveData = Omit<OfflineCopy, 'version' | 'syncedAt'>;

const listEntries = travelEntriesApi.endpoints.listEntries;
const listPeriods = excludedPeriodsApi.endpoints.listExcludedPeriods;
const listTravellers = travellersApi.endpoints.listTravellers;
const travellerDetails = travellersApi.endpoints.travellerDetails;

/**
 * The travellers other than the account holder whose records the copy holds (by id, as the
 * dashboard reads them with `?traveller=`), at most the account's limit.
 */
function otherTravellerIds(travellers: readonly TravellerDto[]): string[] {
  return travellers
    .slice(0, TRAVELLERS_MAX_PER_ACCOUNT)
    .filter((traveller) => !traveller.is_account_holder)
    .map((traveller) => traveller.id);
}

/** A traveller's records, when both lists are read (and not being read again). */
function recordsOf(state: RootState, travellerId: TravellerChoice): OfflineTravellerRecords | null {
  const entries = listEntries.select(travellerId)(state);
  if (!entries.isSuccess) return null;
  const periods = listPeriods.select(travellerId)(state);
  if (!periods.isSuccess) return null;
  return { entries: entries.data, excludedPeriods: periods.data };
}

/**
 * Whose records the keeper reads itself (keepOfflineCopy): when the account has more than one
 * traveller, every one of them, the account holder's without `traveller_id` (`undefined`), as the
 * dashboard reads them, so that a traveller the user has not opened is in the copy too. None for
 * a one-traveller account (the dashboard reads the account holder's), while the travellers are
 * not known, while nobody is signed in, or while the page shows the copy.
 */
export function travellersToRead(state: RootState): TravellerChoice[] {
  if (selectOfflineCopySyncedAt(state) !== null) return [];
  if (!sessionApi.endpoints.getCurrentUser.select()(state).data) return [];
  // The data stays while the list is read again: the reads are not dropped meanwhile.
  const travellers = listTravellers.select()(state).data;
  const others = travellers ? otherTravellerIds(travellers) : [];
  return others.length === 0 ? [] : [undefined, ...others];
}

/**
 * What the store says about the copy: `save` the live data (a signed-in user whose travellers and
 * every traveller's visits and excluded periods are read, no write in flight: the store then holds
 * what the server holds), `delete` every copy (the server says nobody is signed in: after sign-out
 * or account deletion), or nothing to do (still loading, a write in flight, or the page shows the
 * copy itself).
 */
export function copyAction(
  state: RootState,
): { kind: 'save'; data: LiveData } | { kind: 'delete' } | null {
  if (selectOfflineCopySyncedAt(state) !== null) return null;
  const user = sessionApi.endpoints.getCurrentUser.select()(state);
  if (!user.isSuccess) return null;
  if (user.data === null) return { kind: 'delete' };
  const travellers = listTravellers.select()(state);
  if (!travellers.isSuccess) return null;
  // The account holder's: read without `traveller_id`, as the dashboard reads them.
  const holder = recordsOf(state, undefined);
  if (holder === null) return null;
  const otherTravellers: Record<string, OfflineOtherTraveller> = {};
  for (const travellerId of otherTravellerIds(travellers.data)) {
    const records = recordsOf(state, travellerId);
    if (records === null) return null;
    const details = travellerDetails.select(travellerId)(state);
    if (!details.isSuccess) return null;
    otherTravellers[travellerId] = { ...records, details: details.data };
  }
  const isWriting = Object.values(state.api.mutations).some(
    (mutation) => mutation?.status === 'pending',
  );
  if (isWriting) return null;
  const config = productConfigApi.endpoints.getProductConfig.select()(state).data ?? null;
  return {
    kind: 'save',
    data: { user: user.data, config, travellers: travellers.data, ...holder, otherTravellers },
  };
}

/** Whether two live data are the same objects (nothing changed since the last copy). */
function isSameData(before: LiveData, after: LiveData): boolean {
  const ids = Object.keys(after.otherTravellers);
  return (
    before.user === after.user &&
    before.config === after.config &&
    before.travellers === after.travellers &&
    before.entries === after.entries &&
    before.excludedPeriods === after.excludedPeriods &&
    Object.keys(before.otherTravellers).length === ids.length &&
    ids.every((id) => {
      const was = before.otherTravellers[id];
      const is = after.otherTravellers[id];
      return (
        was?.entries === is?.entries &&
        was?.excludedPeriods === is?.excludedPeriods &&
        was?.details === is?.details
      );
    })
  );
}

export interface CopyKeeperOptions {
  save?: (copy: OfflineCopy) => Promise<void>;
  remove?: () => Promise<void>;
  now?: () => Date;
  /** Called after each copy written. */
  onSaved?: () => void;
  /** Changes within this many milliseconds are written once. */
  delayMs?: number;
}

/**
 * Keeps this browser's offline copy equal to the store's live data (issue #22): each time the
 * signed-in user, the account's travellers, any traveller's visits or excluded periods, or the
 * configuration change (and no write is in flight), the copy is written, stamped with the time;
 * when the server says nobody is signed in, every copy is deleted. When the account has more than
 * one traveller it reads every traveller's records through the dashboard's endpoints
 * (travellersToRead) and keeps them subscribed, so that a change reads them again; a read the page
 * made already is not sent again. Returns the function that stops it (and lets those reads go).
 */
export function keepOfflineCopy(
  store: AppStore,
  {
    save = saveOfflineCopy,
    remove = deleteOfflineCopies,
    now = () => new Date(),
    onSaved = () => undefined,
    delayMs = 250,
  }: CopyKeeperOptions = {},
): () => void {
  let written: LiveData | 'deleted' | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The keeper's own reads, by traveller ('' for the account holder): each lets its reads go. */
  const reads = new Map<string, () => void>();
  const readTravellers = () => {
    const wanted = new Map(
      travellersToRead(store.getState()).map((travellerId) => [travellerId ?? '', travellerId]),
    );
    for (const [key, release] of reads) {
      if (wanted.has(key)) continue;
      release();
      reads.delete(key);
    }
    for (const [key, travellerId] of wanted) {
      if (reads.has(key)) continue;
      const subscriptions = [
        store.dispatch(listEntries.initiate(travellerId)),
        store.dispatch(listPeriods.initiate(travellerId)),
        // Another traveller's passport dates (the account holder's are the user's).
        ...(travellerId === undefined
          ? []
          : [store.dispatch(travellerDetails.initiate(travellerId))]),
      ];
      reads.set(key, () => {
        for (const subscription of subscriptions) subscription.unsubscribe();
      });
    }
  };
  const write = () => {
    timer = undefined;
    readTravellers();
    const action = copyAction(store.getState());
    if (action === null) return;
    if (action.kind === 'delete') {
      if (written === 'deleted') return;
      written = 'deleted';
      void remove().catch(() => undefined);
      return;
    }
    const { data } = action;
    if (written !== undefined && written !== 'deleted' && isSameData(written, data)) return;
    written = data;
    void save({ version: OFFLINE_COPY_VERSION, ...data, syncedAt: now().toISOString() }).then(
      onSaved,
      () => undefined,
    );
  };
  const schedule = () => {
    timer ??= setTimeout(write, delayMs);
  };
  schedule();
  const unsubscribe = store.subscribe(schedule);
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
    for (const release of reads.values()) release();
    reads.clear();
  };
}
