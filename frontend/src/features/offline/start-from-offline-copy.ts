import type { AppStore } from '../../app/store';
import { offlineCopyShown } from '../../lib/offline';
import {
  type OfflineCopy,
  type OfflineTravellerRecords,
  readOfflineCopy,
} from '../../lib/offline/offline-copy';
import { productConfigApi } from '../../lib/product-config';
import { signedIn } from '../../lib/session';
import { excludedPeriodsApi } from '../../lib/travel/excluded-periods-api';
import { type TravellerChoice, travelEntriesApi } from '../../lib/travel/travel-entries-api';
import { travellersApi } from '../../lib/travel/travellers-api';

/**
 * Whose records `copy` holds, by the argument the dashboard reads them with (its `?traveller=`):
 * the account holder's without one (`undefined`) and, as the address may name them too, with
 * their id; every other traveller's with theirs.
 */
function recordsByTraveller(copy: OfflineCopy): [TravellerChoice, OfflineTravellerRecords][] {
  const holder = copy.travellers.find((traveller) => traveller.is_account_holder);
  return [
    [undefined, copy],
    ...(holder ? [[holder.id, copy] as [string, OfflineTravellerRecords]] : []),
    ...Object.entries(copy.otherTravellers),
  ];
}

/**
 * Starts the store from `copy`: the configuration, the user, the account's travellers (the
 * switcher), each traveller's visits and excluded periods and each other traveller's details
 * (their passport check) as last synced, under the arguments
 * the dashboard reads them with, and the mark that this is the copy (offlineCopyShown), which the
 * dashboard's notice shows and which refuses every write (lib/offline). Nothing is read from the
 * API for them; a traveller the copy does not hold is read, and offline shows the load error.
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
    travellersApi.util.upsertQueryEntries([
      { endpointName: 'listTravellers', arg: undefined, value: copy.travellers },
    ]),
  );
  const records = recordsByTraveller(copy);
  store.dispatch(
    travelEntriesApi.util.upsertQueryEntries(
      records.map(([travellerId, { entries }]) => ({
        endpointName: 'listEntries' as const,
        arg: travellerId,
        value: entries,
      })),
    ),
  );
  store.dispatch(
    excludedPeriodsApi.util.upsertQueryEntries(
      records.map(([travellerId, { excludedPeriods }]) => ({
        endpointName: 'listExcludedPeriods' as const,
        arg: travellerId,
        value: excludedPeriods,
      })),
    ),
  );
  store.dispatch(
    travellersApi.util.upsertQueryEntries(
      Object.entries(copy.otherTravellers).map(([travellerId, { details }]) => ({
        endpointName: 'travellerDetails' as const,
        arg: travellerId,
        value: details,
      })),
    ),
  );
  store.dispatch(offlineCopyShown(copy.syncedAt));
}

/**
 * The offline shell's start (src/app/hydrate-app.tsx): the store from the last signed-in user's
 * copy, when this browser keeps one. Without one, the app starts as it would with the
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
