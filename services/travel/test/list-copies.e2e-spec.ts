/**
 * The list a change leaves for the gateway (docs/adr/0014): after every change made under the
 * user's lock the travel service sets a new list token and stores the list tagged with it, equal
 * to the list it would read (same records, order and formats), unless another token was set
 * between its read of the token and its own.
 */
import { Redis } from 'ioredis';

import {
  readTravelListCopy,
  travelListCopyKey,
  travelListVersionKey,
  TravelPatterns,
  type RecordVisitResultDto,
  type TravelEntryDto,
} from '@app/contracts';

import { ListVersions } from '../src/entries/list-versions';
import {
  aUserId,
  aVisit,
  anEntry,
  startTravelService,
  type TravelTestService,
} from './support/travel-test-service';

describe('the list a change leaves', () => {
  let travel: TravelTestService;
  let redis: Redis;

  beforeAll(async () => {
    travel = await startTravelService();
    redis = new Redis(travel.redis.url, { maxRetriesPerRequest: 1 });
  });

  afterAll(async () => {
    redis.disconnect();
    await travel.close();
  });

  const prefix = () => travel.env.REDIS_KEY_PREFIX;

  /**
   * The list the change left, if it is tagged with the current token and is the list of
   * `travellerId` (undefined: the account holder's).
   */
  async function leftList(userId: string, travellerId?: string): Promise<unknown> {
    const version = await redis.get(travelListVersionKey(prefix(), userId));
    const copy = await redis.get(travelListCopyKey(prefix(), userId));
    const json = version === null ? null : readTravelListCopy(copy, version, travellerId);
    return json === null ? null : JSON.parse(json);
  }

  /** The list as the service reads it for the gateway (a fresh `UserRecords.load`). */
  async function readList(userId: string): Promise<unknown> {
    return JSON.parse(
      await travel.call<string>(TravelPatterns.ListEntriesJson, { userId }),
    ) as TravelEntryDto[];
  }

  it('equals the list read afterwards after every kind of change', async () => {
    const userId = aUserId();
    const expectLeftEqualsRead = async () => {
      const left = await leftList(userId);
      expect(left).not.toBeNull();
      // The same records, order, fields, field order and formats: the copy kept through the
      // change equals what a fresh read of the table gives.
      expect(JSON.stringify(left)).toBe(JSON.stringify(await readList(userId)));
    };

    // One-day visits: entry and exit on the same date and in the same millisecond, listed in
    // creation order (to the microsecond), entry first.
    for (const day of ['2024-09-01', '2024-09-10', '2024-09-20', '2024-09-30']) {
      await travel.call(
        TravelPatterns.RecordVisit,
        aVisit(userId, { entry_date: day, exit_date: day }),
      );
      await expectLeftEqualsRead();
    }
    const first = await travel.call<RecordVisitResultDto>(
      TravelPatterns.RecordVisit,
      aVisit(userId, {
        entry_date: '2025-03-01',
        exit_date: '2025-03-04',
        country: 'Austria',
        // Escapes and characters outside ASCII, as each serialiser writes them.
        notes: 'a "quote"\n, a \\ and ✈ \u2028 \t',
      }),
    );
    await expectLeftEqualsRead();
    const oneDay = await travel.call<RecordVisitResultDto>(
      TravelPatterns.RecordVisit,
      aVisit(userId, { entry_date: '2025-02-10', exit_date: '2025-02-10' }),
    );
    await expectLeftEqualsRead();
    // An older visit moved onto the one-day visit's neighbourhood: order by date, then creation.
    await travel.call(TravelPatterns.UpdateVisit, {
      userId,
      entryId: first.entry.id,
      entry_date: '2025-02-11',
      exit_date: '2025-02-12',
      country: 'Spain',
      notes: null,
    });
    await expectLeftEqualsRead();
    // An ongoing visit after the others (the two-call form's entry).
    await travel.call(TravelPatterns.CreateEntry, anEntry(userId, { entry_date: '2025-06-01' }));
    await expectLeftEqualsRead();
    await travel.call(TravelPatterns.DeleteVisit, {
      userId,
      entryId: oneDay.entry.id,
      exitId: oneDay.exit.id,
    });
    await expectLeftEqualsRead();
    await travel.call(TravelPatterns.CreateEntry, {
      userId,
      entry_type: 'exit',
      entry_date: '2024-08-01',
    });
    await travel.call(TravelPatterns.CleanupEntries, { userId });
    await expectLeftEqualsRead();
    expect((await readList(userId)) as TravelEntryDto[]).toHaveLength(11);
  });

  it('leaves nothing for a refused change, and the token as it was', async () => {
    const userId = aUserId();
    await travel.call(TravelPatterns.RecordVisit, aVisit(userId));
    const version = await redis.get(travelListVersionKey(prefix(), userId));
    await expect(travel.call(TravelPatterns.RecordVisit, aVisit(userId))).rejects.toMatchObject({
      status: 409,
    });
    expect(await redis.get(travelListVersionKey(prefix(), userId))).toBe(version);
  });

  it('stores no copy when another token was set after the change read the token', async () => {
    const userId = aUserId();
    const versions = travel.app.get(ListVersions);
    const read = await versions.current(userId);
    // Another change (or a gateway's first read) sets a token meanwhile.
    await redis.set(travelListVersionKey(prefix(), userId), 'meanwhile');
    const traveller = { id: aUserId(), isAccountHolder: true };
    await versions.changed(userId, { previous: read, traveller, json: '["stale"]' });
    const version = await redis.get(travelListVersionKey(prefix(), userId));
    expect(version).not.toBe('meanwhile');
    expect(await leftList(userId)).toBeNull();

    // Nothing in between: the copy is stored, tagged with the new token.
    await versions.changed(userId, { previous: version, traveller, json: '["fresh"]' });
    expect(await leftList(userId)).toEqual(['fresh']);
    // Redis did not answer the read: no copy either.
    await versions.changed(userId, { previous: undefined, traveller, json: '["unsure"]' });
    expect(await leftList(userId)).toBeNull();
  });
});
