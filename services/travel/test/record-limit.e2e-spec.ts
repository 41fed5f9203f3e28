/**
 * The cap on one user's travel records (TRAVEL_MAX_RECORDS_PER_USER, issue 18 "Abuse limits"):
 * every way of adding records (one record, a visit, an exit given to an ongoing visit) is refused
 * with a clear 400 beyond it, nothing is stored, and concurrent creates at the limit cannot both
 * pass (the check runs under the user's lock).
 */
import {
  TRAVEL_MAX_RECORDS_PER_USER,
  TravelPatterns,
  travelRecordLimitMessage,
  type TravelEntryDto,
} from '@app/contracts';

import { aUserId, startTravelService, type TravelTestService } from './support/travel-test-service';

let travel: TravelTestService;

beforeAll(async () => {
  travel = await startTravelService();
});

afterAll(async () => {
  await travel.close();
});

/**
 * Stores `count` records for a new user straight into the table, one a day from 2000-01-01 (all
 * before 2014): two-day visits one after the other (entry, exit, entry, exit), the last record an
 * exit, so that no visit is ongoing (an odd count starts with an exit that has no entry).
 */
async function userWith(count: number): Promise<string> {
  const userId = aUserId();
  await travel.dataSource.query(
    `WITH holder AS (
       INSERT INTO travellers (user_id, name, is_account_holder) VALUES ($1, 'Me', true) RETURNING id)
     INSERT INTO travel_entries (id, user_id, traveller_id, entry_type, entry_date, created_at)
     SELECT gen_random_uuid(), $1, holder.id,
            CASE WHEN ($2::int - 1 - n) % 2 = 0 THEN 'exit' ELSE 'entry' END,
            DATE '2000-01-01' + n, now()
       FROM generate_series(0, $2::int - 1) AS n, holder`,
    [userId, count],
  );
  expect(await travel.countEntries(userId)).toBe(count);
  return userId;
}

const limitRefusal = {
  code: 'TRAVEL_RECORD_LIMIT',
  status: 400,
  message: travelRecordLimitMessage(),
};

describe(`at most ${TRAVEL_MAX_RECORDS_PER_USER} travel records per user`, () => {
  it('takes the last record, then refuses the next one with 400 and stores nothing', async () => {
    const userId = await userWith(TRAVEL_MAX_RECORDS_PER_USER - 1);
    const exit = (entry_date: string) =>
      travel.call<TravelEntryDto>(TravelPatterns.CreateEntry, {
        userId,
        entry_type: 'exit',
        entry_date,
      });
    await expect(exit('2025-01-10')).resolves.toMatchObject({ entry_date: '2025-01-10' });
    await expect(exit('2025-01-20')).rejects.toMatchObject({
      ...limitRefusal,
      details: { limit: TRAVEL_MAX_RECORDS_PER_USER, held: TRAVEL_MAX_RECORDS_PER_USER },
    });
    expect(await travel.countEntries(userId)).toBe(TRAVEL_MAX_RECORDS_PER_USER);
  });

  it('lets only one of two concurrent creates at the limit through', async () => {
    const userId = await userWith(TRAVEL_MAX_RECORDS_PER_USER - 1);
    const results = await Promise.allSettled(
      ['2025-02-10', '2025-02-20'].map((entry_date) =>
        travel.call(TravelPatterns.CreateEntry, { userId, entry_type: 'exit', entry_date }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject(limitRefusal);
    expect(await travel.countEntries(userId)).toBe(TRAVEL_MAX_RECORDS_PER_USER);
  });

  it('refuses a visit (two records) one short of the limit, and takes it two short', async () => {
    const oneShort = await userWith(TRAVEL_MAX_RECORDS_PER_USER - 1);
    const visit = { entry_date: '2025-03-01', exit_date: '2025-03-05' };
    await expect(
      travel.call(TravelPatterns.RecordVisit, { userId: oneShort, ...visit }),
    ).rejects.toMatchObject(limitRefusal);
    expect(await travel.countEntries(oneShort)).toBe(TRAVEL_MAX_RECORDS_PER_USER - 1);

    const twoShort = await userWith(TRAVEL_MAX_RECORDS_PER_USER - 2);
    await expect(
      travel.call(TravelPatterns.RecordVisit, { userId: twoShort, ...visit }),
    ).resolves.toMatchObject({ entry: { entry_date: '2025-03-01' } });
    expect(await travel.countEntries(twoShort)).toBe(TRAVEL_MAX_RECORDS_PER_USER);
  });

  it('refuses to give an ongoing visit its exit at the limit', async () => {
    const userId = await userWith(TRAVEL_MAX_RECORDS_PER_USER - 1);
    const entry = await travel.call<TravelEntryDto>(TravelPatterns.CreateEntry, {
      userId,
      entry_type: 'entry',
      entry_date: '2025-06-01',
    });
    await expect(
      travel.call(TravelPatterns.UpdateVisit, {
        userId,
        entryId: entry.id,
        entry_date: '2025-06-01',
        exit_date: '2025-06-10',
      }),
    ).rejects.toMatchObject(limitRefusal);
    const stored = await travel.call<TravelEntryDto[]>(TravelPatterns.ListEntries, { userId });
    expect(stored).toHaveLength(TRAVEL_MAX_RECORDS_PER_USER);
    expect(stored.find((record) => record.id === entry.id)?.entry_date).toBe('2025-06-01');
  });
});
