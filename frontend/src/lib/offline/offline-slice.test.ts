import { makeStore } from '../../app/store';
import { offlineMessages } from './messages';
import { offlineCopyShown, offlineWriteRefusal, selectOfflineCopySyncedAt } from './offline-slice';

describe('offlineWriteRefusal (issue #22)', () => {
  it('lets a write go while the data is live and the browser is online', () => {
    expect(offlineWriteRefusal(makeStore().getState(), true)).toBeNull();
  });

  it('refuses it while the page shows the offline copy, even with a network', () => {
    const store = makeStore();
    store.dispatch(offlineCopyShown('2026-11-27T14:05:00.000Z'));
    expect(selectOfflineCopySyncedAt(store.getState())).toBe('2026-11-27T14:05:00.000Z');
    expect(offlineWriteRefusal(store.getState(), true)).toBe(
      offlineMessages.writesRefused.defaultMessage,
    );
  });

  it('refuses it while the browser is offline', () => {
    expect(offlineWriteRefusal(makeStore().getState(), false)).toBe(
      offlineMessages.writesRefused.defaultMessage,
    );
  });
});
