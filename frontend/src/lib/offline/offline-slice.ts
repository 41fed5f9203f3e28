import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { offlineMessages } from './messages';

export interface OfflineState {
  /**
   * When the store shows the offline copy (the page started offline, features/offline): the
   * instant that copy was last synced (ISO 8601). Null while the data is live.
   */
  copySyncedAt: string | null;
}

/** Whether the page shows the last synced copy of the traveller's data (issue #22). */
export const offlineSlice = createSlice({
  name: 'offline',
  initialState: (): OfflineState => ({ copySyncedAt: null }),
  reducers: {
    offlineCopyShown(state, action: PayloadAction<string>) {
      state.copySyncedAt = action.payload;
    },
  },
  selectors: {
    selectOfflineCopySyncedAt: (state) => state.copySyncedAt,
  },
});

export const { offlineCopyShown } = offlineSlice.actions;
export const { selectOfflineCopySyncedAt } = offlineSlice.selectors;

/**
 * Why a write may not be sent now, or null when it may: the page shows the offline copy (a change
 * would be made to data that may be stale), or the browser knows it has no network. Writes are
 * refused, never queued (issue #22).
 */
export function offlineWriteRefusal(
  state: unknown,
  isOnline = typeof navigator === 'undefined' || navigator.onLine !== false,
): string | null {
  const offline = (state as { [offlineSlice.reducerPath]?: OfflineState })[
    offlineSlice.reducerPath
  ];
  const showsCopy = offline !== undefined && offline.copySyncedAt !== null;
  if (showsCopy || !isOnline) return offlineMessages.writesRefused.defaultMessage;
  return null;
}
