import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type {
  TravellerDetailsDto,
  ExcludedPeriodDto,
  TravelEntryDto,
  TravellerDto,
} from '@app/contracts';

import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { offlineCopyShown } from '../../lib/offline';
import type { OfflineCopy } from '../../lib/offline/offline-copy';
import { productConfigApi } from '../../lib/product-config';
import { signedIn, signedOut } from '../../lib/session';
import { excludedPeriodsApi } from '../../lib/travel/excluded-periods-api';
import { travelEntriesApi } from '../../lib/travel/travel-entries-api';
import { travellersApi } from '../../lib/travel/travellers-api';
import { aUser, aVisit, TEST_PRODUCT_CONFIG } from '../../testing/builders';
import { apiUrl, server } from '../../testing/server';
import { keepOfflineCopy } from './keep-offline-copy';

const NOW = new Date('2026-11-27T14:05:00.000Z');

const HOLDER: TravellerDto = { id: 'tr-holder', name: 'Me', is_account_holder: true };
const SAM: TravellerDto = { id: 'tr-sam', name: 'Sam', is_account_holder: false };
const KIM: TravellerDto = { id: 'tr-kim', name: 'Kim', is_account_holder: false };

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

/** The reads the store holds or has started (RTK Query's cache keys), as `endpoint(arg)`. */
function readsIn(store: ReturnType<typeof makeStore>): string[] {
  return Object.keys(store.getState().api.queries).sort();
}

/** What withEntries puts in the store: the reads of the dashboard of a one-traveller account. */
const DASHBOARD_READS = [
  'getCurrentUser(undefined)',
  'getProductConfig(undefined)',
  'listEntries(undefined)',
  'listExcludedPeriods(undefined)',
  'listTravellers(undefined)',
];

/**
 * The store as the dashboard of the account holder leaves it: the configuration, the user, the
 * account's travellers and the account holder's visits and periods.
 */
function withEntries(
  store: ReturnType<typeof makeStore>,
  entries = aVisit('2026-10-01', '2026-10-10'),
  travellers: TravellerDto[] = [HOLDER],
) {
  store.dispatch(
    productConfigApi.util.upsertQueryEntries([
      { endpointName: 'getProductConfig', arg: undefined, value: TEST_PRODUCT_CONFIG },
    ]),
  );
  store.dispatch(signedIn(aUser()));
  store.dispatch(
    travellersApi.util.upsertQueryEntries([
      { endpointName: 'listTravellers', arg: undefined, value: travellers },
    ]),
  );
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

  it("writes the signed-in user's live data once, stamped with the time, and again when it changes", async () => {
    const { store, saved, savedCalls, stop, settle } = setUp();
    const entries = withEntries(store);
    await settle();
    expect(savedCalls()).toBe(1);
    expect(saved).toEqual([
      {
        version: 4,
        user: aUser(),
        config: TEST_PRODUCT_CONFIG,
        travellers: [HOLDER],
        entries,
        excludedPeriods: NO_PERIODS,
        otherTravellers: {},
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

  it('reads nothing more for an account with one traveller (the dashboard read it all)', async () => {
    const { store, saved, stop, settle } = setUp();
    withEntries(store);
    await settle();
    expect(saved).toHaveLength(1);
    expect(readsIn(store)).toEqual(DASHBOARD_READS);
    stop();
  });

  it('writes nothing while the visits are not read yet, and does not read them for one traveller', async () => {
    const { store, saved, stop, settle } = setUp();
    store.dispatch(signedIn(aUser()));
    await settle();
    expect(saved).toEqual([]);
    store.dispatch(
      travellersApi.util.upsertQueryEntries([
        { endpointName: 'listTravellers', arg: undefined, value: [HOLDER] },
      ]),
    );
    await settle();
    expect(saved).toEqual([]);
    expect(readsIn(store)).toEqual(['getCurrentUser(undefined)', 'listTravellers(undefined)']);
    stop();
  });

  it('writes nothing while the travellers are not read yet', async () => {
    const { store, saved, stop, settle } = setUp();
    withEntries(store);
    store.dispatch(api.util.resetApiState());
    store.dispatch(signedIn(aUser()));
    store.dispatch(
      travelEntriesApi.util.upsertQueryEntries([
        { endpointName: 'listEntries', arg: undefined, value: aVisit('2026-10-01', '2026-10-10') },
      ]),
    );
    store.dispatch(
      excludedPeriodsApi.util.upsertQueryEntries([
        { endpointName: 'listExcludedPeriods', arg: undefined, value: NO_PERIODS },
      ]),
    );
    await settle();
    expect(saved).toEqual([]);
    // The keeper does not read the travellers itself: the dashboard does.
    expect(readsIn(store)).toEqual([
      'getCurrentUser(undefined)',
      'listEntries(undefined)',
      'listExcludedPeriods(undefined)',
    ]);
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
    withEntries(store, aVisit('2026-10-01', '2026-10-10'), [HOLDER, SAM]);
    await settle();
    expect(saved).toEqual([]);
    expect(removed()).toBe(0);
    // Nor reads the other travellers' records: the copy holds them.
    expect(readsIn(store)).toEqual(DASHBOARD_READS);
    stop();
  });
});

describe('keepOfflineCopy with several travellers (issue #22)', () => {
  const holderVisit = aVisit('2026-10-01', '2026-10-10');
  const RECORDS: Record<string, TravelEntryDto[]> = {
    [SAM.id]: aVisit('2026-09-01', '2026-09-20'),
    [KIM.id]: aVisit('2026-08-01', '2026-08-05'),
  };
  const SAM_PERIOD: ExcludedPeriodDto = {
    id: 'period-sam',
    traveller_id: SAM.id,
    from: '2026-01-01',
    to: '2026-06-30',
    issuing_state: 'France',
    kind: 'residence_permit',
  };
  /** Each other traveller's details: their passport dates (the passport check offline). */
  const detailsOf = (id: string): TravellerDetailsDto => ({
    passport_issue_date: '2020-01-01',
    passport_expiry_date: id === SAM.id ? '2035-01-01' : '2031-06-30',
    nationality_note: null,
    email_reminders: true,
  });

  /**
   * The travel API answering each traveller's reads (`?traveller_id=`) and each other traveller's
   * details; each read is listed.
   */
  function answerRecords({
    failPeriodsOf,
    failDetailsOf,
  }: { failPeriodsOf?: string; failDetailsOf?: string } = {}) {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('travel-entries'), ({ request }) => {
        const id = new URL(request.url).searchParams.get('traveller_id') ?? 'holder';
        asked.push(`entries ${id}`);
        return HttpResponse.json(RECORDS[id] ?? []);
      }),
      http.get(apiUrl('excluded-periods'), ({ request }) => {
        const id = new URL(request.url).searchParams.get('traveller_id') ?? 'holder';
        asked.push(`periods ${id}`);
        if (id === failPeriodsOf) {
          return HttpResponse.json({ message: 'Traveller not found' }, { status: 404 });
        }
        return HttpResponse.json(id === SAM.id ? [SAM_PERIOD] : []);
      }),
      http.get(apiUrl('travellers/:id/details'), ({ params }) => {
        const id = String(params['id']);
        asked.push(`details ${id}`);
        if (id === failDetailsOf) {
          return HttpResponse.json({ message: 'Traveller not found' }, { status: 404 });
        }
        return HttpResponse.json(detailsOf(id));
      }),
    );
    return asked;
  }

  it('reads the records of the travellers not opened yet and writes every traveller in one copy', async () => {
    const asked = answerRecords();
    const { store, saved, stop } = setUp();
    withEntries(store, holderVisit, [HOLDER, SAM, KIM]);
    await waitFor(() => expect(saved).toHaveLength(1));
    // The account holder's were in the store already: not read again.
    expect([...asked].sort()).toEqual([
      'details tr-kim',
      'details tr-sam',
      'entries tr-kim',
      'entries tr-sam',
      'periods tr-kim',
      'periods tr-sam',
    ]);
    expect(saved[0]).toEqual({
      version: 4,
      user: aUser(),
      config: TEST_PRODUCT_CONFIG,
      travellers: [HOLDER, SAM, KIM],
      entries: holderVisit,
      excludedPeriods: NO_PERIODS,
      otherTravellers: {
        [SAM.id]: {
          entries: RECORDS[SAM.id],
          excludedPeriods: [SAM_PERIOD],
          details: detailsOf(SAM.id),
        },
        [KIM.id]: { entries: RECORDS[KIM.id], excludedPeriods: [], details: detailsOf(KIM.id) },
      },
      syncedAt: '2026-11-27T14:05:00.000Z',
    });
    stop();
  });

  it("reads the account holder's too when the page opened another traveller", async () => {
    const asked = answerRecords();
    const { store, saved, stop } = setUp();
    store.dispatch(signedIn(aUser()));
    store.dispatch(
      travellersApi.util.upsertQueryEntries([
        { endpointName: 'listTravellers', arg: undefined, value: [HOLDER, SAM] },
      ]),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect([...asked].sort()).toEqual([
      'details tr-sam',
      'entries holder',
      'entries tr-sam',
      'periods holder',
      'periods tr-sam',
    ]);
    expect(Object.keys(saved[0]?.otherTravellers ?? {})).toEqual([SAM.id]);
    stop();
  });

  it("writes nothing while one traveller's records could not be read", async () => {
    answerRecords({ failPeriodsOf: KIM.id });
    const { store, saved, stop } = setUp();
    withEntries(store, holderVisit, [HOLDER, SAM, KIM]);
    await waitFor(() =>
      expect(
        excludedPeriodsApi.endpoints.listExcludedPeriods.select(KIM.id)(store.getState()).isError,
      ).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual([]);
    stop();
  });

  it("writes nothing while another traveller's details could not be read", async () => {
    answerRecords({ failDetailsOf: SAM.id });
    const { store, saved, stop } = setUp();
    withEntries(store, holderVisit, [HOLDER, SAM]);
    await waitFor(() =>
      expect(
        travellersApi.endpoints.travellerDetails.select(SAM.id)(store.getState()).isError,
      ).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual([]);
    stop();
  });

  it('follows the travellers: a deleted one leaves the copy and its reads are let go, as are all when it stops', async () => {
    const asked = answerRecords();
    const { store, saved, stop } = setUp();
    withEntries(store, holderVisit, [HOLDER, SAM, KIM]);
    await waitFor(() => expect(saved).toHaveLength(1));
    store.dispatch(
      travellersApi.util.upsertQueryEntries([
        { endpointName: 'listTravellers', arg: undefined, value: [HOLDER, SAM] },
      ]),
    );
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.travellers).toEqual([HOLDER, SAM]);
    expect(Object.keys(saved[1]?.otherTravellers ?? {})).toEqual([SAM.id]);
    // A change of visits reads the account holder's and Sam's again (held), and drops Kim's (let
    // go: no reader).
    asked.length = 0;
    store.dispatch(api.util.invalidateTags(['TravelEntry']));
    await waitFor(() => expect([...asked].sort()).toEqual(['entries holder', 'entries tr-sam']));
    const listEntries = travelEntriesApi.endpoints.listEntries;
    expect(listEntries.select(KIM.id)(store.getState()).isUninitialized).toBe(true);
    await waitFor(() => expect(listEntries.select(SAM.id)(store.getState()).isSuccess).toBe(true));
    // Stopped, the keeper holds no read: the next change drops every traveller's records.
    stop();
    asked.length = 0;
    store.dispatch(api.util.invalidateTags(['TravelEntry']));
    await waitFor(() =>
      expect(listEntries.select(SAM.id)(store.getState()).isUninitialized).toBe(true),
    );
    expect(listEntries.select(undefined)(store.getState()).isUninitialized).toBe(true);
    expect(asked).toEqual([]);
  });
});
