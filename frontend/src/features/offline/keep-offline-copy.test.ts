import type { ExcludedPeriodDto } from '@app/contracts';

import { makeStore } from '../../app/store';
import { offlineCopyShown } from '../../lib/offline';
import type { OfflineCopy } from '../../lib/offline/offline-copy';
import { productConfigApi } from '../../lib/product-config';
import { signedIn, signedOut } from '../../lib/session';
import { excludedPeriodsApi } from '../../lib/travel/excluded-periods-api';
import { travelEntriesApi } from '../../lib/travel/travel-entries-api';
import { aUser, aVisit, TEST_PRODUCT_CONFIG } from '../../testing/builders';
import { keepOfflineCopy } from './keep-offline-copy';

const NOW = new Date('2026-11-27T14:05:00.000Z');

function setUp() {
  const store = makeStore();
  const saved: OfflineCopy[] = [];
  let removed = 0;
  let savedCalls = 0;
  const stop = keepOfflineCopy(store, {
    onSaved: () => {
      savedCalls += 1;
    },
    save: async (copy) => {
      saved.push(copy);
    },
    remove: async () => {
      removed += 1;
    },
    now: () => NOW,
    delayMs: 10,
  });
  const settle = () => jest.advanceTimersByTimeAsync(20);
  return { store, saved, removed: () => removed, savedCalls: () => savedCalls, stop, settle };
}

const NO_PERIODS: ExcludedPeriodDto[] = [];

function withEntries(
  store: ReturnType<typeof makeStore>,
  entries = aVisit('2026-10-01', '2026-10-10'),
) {
  store.dispatch(
    productConfigApi.util.upsertQueryEntries([
      { endpointName: 'getProductConfig', arg: undefined, value: TEST_PRODUCT_CONFIG },
    ]),
  );
  store.dispatch(signedIn(aUser()));
  store.dispatch(
    travelEntriesApi.util.upsertQueryEntries([
      { endpointName: 'listEntries', arg: undefined, value: entries },
    ]),
  );
  store.dispatch(
    excludedPeriodsApi.util.upsertQueryEntries([
      { endpointName: 'listExcludedPeriods', arg: undefined, value: NO_PERIODS },
    ]),
  );
  return entries;
}

describe('keepOfflineCopy (issue #22)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("writes the signed-in traveller's live data once, stamped with the time, and again when it changes", async () => {
    const { store, saved, savedCalls, stop, settle } = setUp();
    const entries = withEntries(store);
    await settle();
    expect(savedCalls()).toBe(1);
    expect(saved).toEqual([
      {
        version: 2,
        user: aUser(),
        config: TEST_PRODUCT_CONFIG,
        entries,
        excludedPeriods: NO_PERIODS,
        syncedAt: '2026-11-27T14:05:00.000Z',
      },
    ]);
    // Nothing the copy holds changed: nothing written.
    store.dispatch({ type: 'something/else' });
    await settle();
    expect(saved).toHaveLength(1);
    const more = [...entries, ...aVisit('2026-11-01', '2026-11-03')];
    store.dispatch(
      travelEntriesApi.util.upsertQueryEntries([
        { endpointName: 'listEntries', arg: undefined, value: more },
      ]),
    );
    await settle();
    expect(saved).toHaveLength(2);
    expect(saved[1]?.entries).toEqual(more);
    stop();
  });

  it('writes nothing while the visits are not read yet', async () => {
    const { store, saved, stop, settle } = setUp();
    store.dispatch(signedIn(aUser()));
    await settle();
    expect(saved).toEqual([]);
    stop();
  });

  it('deletes every copy when the server says nobody is signed in (sign-out, account deleted)', async () => {
    const { store, saved, removed, stop, settle } = setUp();
    withEntries(store);
    await settle();
    expect(saved).toHaveLength(1);
    store.dispatch(signedOut());
    await settle();
    expect(removed()).toBe(1);
    stop();
  });

  it('never writes the copy back while the page shows it (the copy keeps its own sync time)', async () => {
    const { store, saved, removed, stop, settle } = setUp();
    store.dispatch(offlineCopyShown('2026-11-20T08:00:00.000Z'));
    withEntries(store);
    await settle();
    expect(saved).toEqual([]);
    expect(removed()).toBe(0);
    stop();
  });
});
