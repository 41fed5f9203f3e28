import type { AppStore } from '../../app/store';
import { offlineCopyShown } from '../../lib/offline';
import { type OfflineCopy, readOfflineCopy } from '../../lib/offline/offline-copy';
import { productConfigApi } from '../../lib/product-config';
import { signedIn } from '../../lib/session';
import { excludedPeriodsApi } from '../../lib/travel/excluded-periods-api';
import { travelEntriesApi } from '../../lib/travel/travel-entries-api';

/**
 * Starts the store from `copy`: the configuration, the user, their visits and their excluded
 * periods as last synced, and
 * the mark that this is the copy (offlineCopyShown), which the dashboard's notice shows and which
 * refuses every write (lib/offline). Nothing is read from the API for them.
 */
export function seedFromOfflineCopy(store: AppStore, copy: OfflineCopy): void {
  if (copy.config) {
    store.dispatch(
      productConfigApi.util.upsertQueryEntries([
        { endpointName: 'getProductConfig', arg: undefined, value: copy.config },
      ]),
    );
  }
  store.dispatch(signedIn(copy.user));
  store.dispatch(
    travelEntriesApi.util.upsertQueryEntries([
      { endpointName: 'listEntries', arg: undefined, value: copy.entries },
    ]),
  );
  store.dispatch(
    excludedPeriodsApi.util.upsertQueryEntries([
      { endpointName: 'listExcludedPeriods', arg: undefined, value: copy.excludedPeriods },
    ]),
  );
  store.dispatch(offlineCopyShown(copy.syncedAt));
}

/**
 * The offline shell's start (src/app/hydrate-app.tsx): the store from the last signed-in
 * traveller's copy, when this browser keeps one. Without one, the app starts as it would with the
 * API unreachable (the account's load error and 'Try again'). Resolves to whether a copy was used.
 */
export async function startFromOfflineCopy(
  store: AppStore,
  read: () => Promise<OfflineCopy | undefined> = readOfflineCopy,
): Promise<boolean> {
  const copy = await read().catch(() => undefined);
  if (!copy) return false;
  seedFromOfflineCopy(store, copy);
  return true;
}
