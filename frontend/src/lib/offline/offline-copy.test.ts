/** @jest-environment node */
import 'fake-indexeddb/auto';

import { createStore, get, set } from 'idb-keyval';

import type { TravellerDto } from '@app/contracts';

import { aUser, aVisit, TEST_PRODUCT_CONFIG } from '../../testing/builders';
import {
  deleteOfflineCopies,
  type OfflineCopy,
  readOfflineCopy,
  saveOfflineCopy,
} from './offline-copy';

let databases = 0;
/** A database of its own for each test. */
const freshStore = () => createStore(`offline-copy-test-${(databases += 1)}`, 'copies');

const alice = aUser();
const bob = aUser({ id: '0b0b0b0b-0000-4000-8000-000000000000', username: 'bob' });
const HOLDER: TravellerDto = { id: 'tr-holder', name: 'Me', is_account_holder: true };
const SAM: TravellerDto = { id: 'tr-sam', name: 'Sam', is_account_holder: false };

function copyOf(user = alice, syncedAt = '2026-11-27T14:05:00.000Z'): OfflineCopy {
  return {
    version: 4,
    user,
    config: TEST_PRODUCT_CONFIG,
    travellers: [HOLDER, SAM],
    entries: aVisit('2026-10-01', '2026-10-10', { user_id: user.id }),
    excludedPeriods: [],
    otherTravellers: {
      [SAM.id]: {
        entries: aVisit('2026-09-01', '2026-09-20', { user_id: user.id }),
        excludedPeriods: [
          {
            id: 'period-1',
            traveller_id: SAM.id,
            from: '2026-01-01',
            to: '2026-06-30',
            issuing_state: 'France',
            kind: 'residence_permit',
          },
        ],
        details: {
          passport_issue_date: '2020-01-01',
          passport_expiry_date: '2035-01-01',
          nationality_note: 'Canadian passport',
          email_reminders: true,
        },
      },
    },
    syncedAt,
  };
}

describe('the offline copy (issue #22)', () => {
  it('keeps the last signed-in user’s copy, every traveller’s records in it, and gives it back', async () => {
    const store = freshStore();
    expect(await readOfflineCopy(store)).toBeUndefined();
    const first = copyOf();
    await saveOfflineCopy(first, store);
    expect(await readOfflineCopy(store)).toEqual(first);
    const later = copyOf(alice, '2026-11-27T16:00:00.000Z');
    await saveOfflineCopy(later, store);
    expect(await readOfflineCopy(store)).toEqual(later);
  });

  it('keeps one traveller’s copy at most: another user’s save deletes the previous one', async () => {
    const store = freshStore();
    await saveOfflineCopy(copyOf(alice), store);
    await saveOfflineCopy(copyOf(bob), store);
    expect((await readOfflineCopy(store))?.user.username).toBe('bob');
    expect(await get(`copy:${alice.id}`, store)).toBeUndefined();
  });

  it('deletes every copy (sign-out)', async () => {
    const store = freshStore();
    await saveOfflineCopy(copyOf(), store);
    await deleteOfflineCopies(store);
    expect(await readOfflineCopy(store)).toBeUndefined();
    expect(await get(`copy:${alice.id}`, store)).toBeUndefined();
  });

  it('gives back no copy that is not whole or not the last user’s', async () => {
    const store = freshStore();
    await set('last-user', alice.id, store);
    await set(`copy:${alice.id}`, { version: 1, user: alice, syncedAt: 'x' }, store);
    expect(await readOfflineCopy(store)).toBeUndefined();
    await set(`copy:${alice.id}`, copyOf(bob), store);
    expect(await readOfflineCopy(store)).toBeUndefined();
  });

  it('does not use a copy of version 2 (the account holder’s records alone) or 3 (no details)', async () => {
    const store = freshStore();
    const { travellers: _travellers, otherTravellers: _others, ...holderOnly } = copyOf();
    await set('last-user', alice.id, store);
    await set(`copy:${alice.id}`, { ...holderOnly, version: 2 }, store);
    expect(await readOfflineCopy(store)).toBeUndefined();
    // Nor one of this version whose other travellers' records are not whole.
    await set(`copy:${alice.id}`, { ...copyOf(), otherTravellers: { [SAM.id]: {} } }, store);
    expect(await readOfflineCopy(store)).toBeUndefined();
    // Nor one of version 3 (no other traveller's details: their passport check would fail).
    const { details: _details, ...samRecords } = copyOf().otherTravellers[SAM.id]!;
    await set(
      `copy:${alice.id}`,
      { ...copyOf(), version: 3, otherTravellers: { [SAM.id]: samRecords } },
      store,
    );
    expect(await readOfflineCopy(store)).toBeUndefined();
  });
});
