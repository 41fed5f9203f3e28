/**
 * The offline dashboard's shared parts (issue #22, docs/adr/0038): whether the store shows the last
 * synced copy and the refusal of writes while offline (read by the API's base query), and the
 * texts. The copy itself (IndexedDB) is `offline-copy.ts`, imported lazily by its users.
 */
export { offlineMessages } from './messages';
export {
  offlineCopyShown,
  offlineSlice,
  offlineWriteRefusal,
  type OfflineState,
  selectOfflineCopySyncedAt,
} from './offline-slice';
