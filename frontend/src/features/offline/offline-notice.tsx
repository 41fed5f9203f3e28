import { lazy, Suspense } from 'react';

import { useAppSelector } from '../../app/hooks';
import { selectOfflineCopySyncedAt } from '../../lib/offline';

// Shown only offline: its code (the alert and the message formatting) is not part of the page's
// own, and the service worker keeps it with the rest of the build.
const OfflineNoticeAlert = lazy(() =>
  import('./offline-notice-alert').then((module) => ({ default: module.OfflineNoticeAlert })),
);

/**
 * Over the dashboard: when the page shows the last synced copy of the traveller's data, says so
 * and when it was synced; nothing while the data is live.
 */
export function OfflineNotice() {
  const syncedAt = useAppSelector(selectOfflineCopySyncedAt);
  if (syncedAt === null) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNoticeAlert syncedAt={syncedAt} />
    </Suspense>
  );
}
