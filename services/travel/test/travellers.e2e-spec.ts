/**
 * Several travellers per account (issue #22): the account holder's traveller (created at sign-up
 * or on the account's first travel call, never deleted), travellers added, renamed and deleted
 * with their records, another account's traveller "not found", and every new record stored for
 * the account holder's traveller.
 */
import { randomUUID } from 'node:crypto';

import {
  ACCOUNT_HOLDER_TRAVELLER_NAME,
  ENTRY_DELETED_TOPIC,
  TRAVELLERS_MAX_PER_ACCOUNT,
  TravelPatterns,
  USER_DELETED_TOPIC,
  USER_REGISTERED_TOPIC,
  type TravellerDto,
} from '@app/contracts';

import { ACCOUNT_HOLDER_UNDELETABLE_MESSAGE } from '../src/travellers/travellers.service';
import {
  aUserId,
  aVisit,
  anAuthEvent,
  startTravelService,
  type TravelTestService,
} from './support/travel-test-service';

describe('travellers', () => {
  let travel: TravelTestService;

  beforeAll(async () => {
    travel = await startTravelService();
  });

  afterAll(async () => {
    await travel.close();
  });

  const list = (userId: string) =>
    travel.call<TravellerDto[]>(TravelPatterns.ListTravellers, { userId });
  const create = (userId: string, name: string) =>
    travel.call<TravellerDto>(TravelPatterns.CreateTraveller, { userId, name });
  const travellerRows = (userId: string) =>
    travel.dataSource.query<Array<{ id: string }>>('SELECT id FROM travellers WHERE user_id = $1', [
      userId,
    ]);

  it("gives a new account its account holder's traveller at sign-up, once", async () => {
    const userId = aUserId();
    // Two registrations (a replay under another event id) still make one.
    await travel.consumer.consume(anAuthEvent(USER_REGISTERED_TOPIC, userId));
    await travel.consumer.consume(anAuthEvent(USER_REGISTERED_TOPIC, userId));
    const rows = await travellerRows(userId);
    expect(rows).toHaveLength(1);
    expect(await list(userId)).toEqual([
      { id: rows[0]!.id, name: ACCOUNT_HOLDER_TRAVELLER_NAME, is_account_holder: true },
    ]);
  });

  it("creates the account holder's traveller for an account it has not seen, and stores its records for it", async () => {
    const userId = aUserId();
    const visit = await travel.call<{ entry: { id: string } }>(
      TravelPatterns.RecordVisit,
      aVisit(userId),
    );
    const [holder] = await list(userId);
    expect(holder).toMatchObject({ is_account_holder: true });
    const rows = await travel.dataSource.query<Array<{ traveller_id: string }>>(
      'SELECT DISTINCT traveller_id FROM travel_entries WHERE user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ traveller_id: holder!.id }]);
    expect(visit.entry.id).toEqual(expect.any(String));
    expect(await list(userId)).toHaveLength(1);
  });

  it('adds, lists (account holder first), renames and deletes travellers', async () => {
    const userId = aUserId();
    const partner = await create(userId, '  Grace  ');
    expect(partner).toEqual({ id: expect.any(String), name: 'Grace', is_account_holder: false });
    const child = await create(userId, 'Alan');
    const [holder] = await list(userId);
    expect(await list(userId)).toEqual([holder, partner, child]);

    const renamed = await travel.call<TravellerDto>(TravelPatterns.RenameTraveller, {
      userId,
      id: partner.id,
      name: 'Grace H.',
    });
    expect(renamed).toEqual({ ...partner, name: 'Grace H.' });

    await expect(
      travel.call(TravelPatterns.DeleteTraveller, { userId, id: child.id }),
    ).resolves.toEqual({ ok: true });
    expect(await list(userId)).toEqual([holder, renamed]);
  });

  it("refuses to delete the account holder's traveller (409), and deletes nothing", async () => {
    const userId = aUserId();
    await travel.call(TravelPatterns.RecordVisit, aVisit(userId));
    const [holder] = await list(userId);
    await expect(
      travel.call(TravelPatterns.DeleteTraveller, { userId, id: holder!.id }),
    ).rejects.toMatchObject({
      code: 'TRAVEL_ACCOUNT_HOLDER_UNDELETABLE',
      status: 409,
      message: ACCOUNT_HOLDER_UNDELETABLE_MESSAGE,
    });
    expect(await list(userId)).toEqual([holder]);
    expect(await travel.countEntries(userId)).toBe(2);
  });

  it("answers 404 for another account's traveller and changes nothing", async () => {
    const owner = aUserId();
    const other = aUserId();
    const partner = await create(owner, 'Grace');
    const [holder] = await list(owner);
    for (const id of [partner.id, holder!.id, randomUUID()]) {
      await expect(
        travel.call(TravelPatterns.RenameTraveller, { userId: other, id, name: 'Taken' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Traveller not found' });
      await expect(
        travel.call(TravelPatterns.DeleteTraveller, { userId: other, id }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
    expect(await list(owner)).toEqual([holder, partner]);
  });

  it("deletes a traveller's records with them, each with its deletion event", async () => {
    const userId = aUserId();
    const partner = await create(userId, 'Grace');
    // Records of the partner straight in the table (the API records for the holder only so far).
    const stored = await travel.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO travel_entries (user_id, traveller_id, entry_type, entry_date)
       VALUES ($1, $2, 'entry', '2025-03-01'), ($1, $2, 'exit', '2025-03-04') RETURNING id`,
      [userId, partner.id],
    );
    await travel.call(TravelPatterns.DeleteTraveller, { userId, id: partner.id });
    expect(await travel.countEntries(userId)).toBe(0);
    const deleted = (await travel.outbox(ENTRY_DELETED_TOPIC)).filter(
      (event) => (event.payload as { userId: string }).userId === userId,
    );
    expect(deleted.map((event) => event.aggregateId).sort()).toEqual(
      stored.map((row) => row.id).sort(),
    );
  });

  it('refuses a blank or too long name (400) and more than the limit of travellers', async () => {
    const userId = aUserId();
    await expect(create(userId, '   ')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Name is required',
    });
    await expect(create(userId, 'x'.repeat(101))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Name must be at most 100 characters',
    });
    for (let i = 1; i < TRAVELLERS_MAX_PER_ACCOUNT; i += 1) await create(userId, `T${i}`);
    await expect(create(userId, 'One too many')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
    });
    expect(await list(userId)).toHaveLength(TRAVELLERS_MAX_PER_ACCOUNT);
  });

  it("deletes an account's travellers with the account", async () => {
    const userId = aUserId();
    await create(userId, 'Grace');
    await travel.call(TravelPatterns.RecordVisit, aVisit(userId));
    await travel.consumer.consume(anAuthEvent(USER_DELETED_TOPIC, userId, { deletedBy: 'self' }));
    expect(await travellerRows(userId)).toEqual([]);
    expect(await travel.countEntries(userId)).toBe(0);
  });
});
