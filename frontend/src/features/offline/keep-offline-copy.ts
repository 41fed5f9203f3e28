import type { ExcludedPeriodDto, TravelEntryDto, UserDto } from '@app/contracts';

import type { AppStore, RootState } from '../../app/store';
import { selectOfflineCopySyncedAt } from '../../lib/offline';
import {
  deleteOfflineCopies,
  OFFLINE_COPY_VERSION,
  type OfflineCopy,
  saveOfflineCopy,
} from '../../lib/offline/offline-copy';
import { type ProductConfigDto, productConfigApi } from '../../lib/product-config';
import { sessionApi } from '../../lib/session';
import { excludedPeriodsApi } from '../../lib/travel/excluded-periods-api';
import { travelEntriesApi } from '../../lib/travel/travel-entries-api';

/** The live data a copy is made of (the same objects as in the store while they do not change). */
interface LiveData {
  user: UserDto;
  config: ProductConfigDto | null;
  entries: TravelEntryDto[];
  excludedPeriods: ExcludedPeriodDto[];
}

/**
 * What the store says about the copy: `save` the live data (a signed-in user whose visits are
 * read, no write in flight: the store then holds what the server holds), `delete` every copy (the
 * server says nobody is signed in: after sign-out or account deletion), or nothing to do (still
 * loading, a write in flight, or the page shows the copy itself).
 */
export function copyAction(
  state: RootState,
): { kind: 'save'; data: LiveData } | { kind: 'delete' } | null {
  if (selectOfflineCopySyncedAt(state) !== null) return null;
  const user = sessionApi.endpoints.getCurrentUser.select()(state);
  if (!user.isSuccess) return null;
  if (user.data === null) return { kind: 'delete' };
  // The account holder's: the offline dashboard is theirs (docs/adr/0038).
  const entries = travelEntriesApi.endpoints.listEntries.select(undefined)(state);
  if (!entries.isSuccess) return null;
  const periods = excludedPeriodsApi.endpoints.listExcludedPeriods.select(undefined)(state);
  if (!periods.isSuccess) return null;
  const isWriting = Object.values(state.api.mutations).some(
    (mutation) => mutation?.status === 'pending',
  );
  if (isWriting) return null;
  const config = productConfigApi.endpoints.getProductConfig.select()(state).data ?? null;
  return {
    kind: 'save',
    data: { user: user.data, config, entries: entries.data, excludedPeriods: periods.data },
  };
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
 * signed-in traveller's user, visits or the configuration change (and no write is in flight),
 * the copy is written, stamped with the time; when the server says nobody is signed in, every copy
 * is deleted. Returns the function that stops it.
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
  const write = () => {
    timer = undefined;
    const action = copyAction(store.getState());
    if (action === null) return;
    if (action.kind === 'delete') {
      if (written === 'deleted') return;
      written = 'deleted';
      void remove().catch(() => undefined);
      return;
    }
    const { data } = action;
    if (
      written !== undefined &&
      written !== 'deleted' &&
      written.user === data.user &&
      written.entries === data.entries &&
      written.excludedPeriods === data.excludedPeriods &&
      written.config === data.config
    ) {
      return;
    }
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
  };
}
