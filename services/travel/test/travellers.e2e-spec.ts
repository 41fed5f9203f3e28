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
  ACCOUNT_HOLDER_PASSPORT_ON_PROFILE_MESSAGE,
  ACCOUNT_HOLDER_REMINDERS_ON_PROFILE_MESSAGE,
  NATIONALITY_NOTE_MAX_LENGTH,
  PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE,
  PASSPORT_ISSUE_IN_FUTURE_MESSAGE,
  TravelPatterns,
  USER_DELETED_TOPIC,
  USER_REGISTERED_TOPIC,
  type TravellerDetailsRecordDto,
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

  describe("a traveller's details", () => {
    const details = (userId: string, id: string) =>
      travel.call<TravellerDetailsRecordDto>(TravelPatterns.GetTravellerDetails, { userId, id });
    const update = (userId: string, id: string, change: Record<string, unknown>) =>
      travel.call<TravellerDetailsRecordDto>(TravelPatterns.UpdateTravellerDetails, {
        userId,
        id,
        ...change,
      });

    it('starts empty, keeps the fields given, leaves the others, and clears one with null', async () => {
      const userId = aUserId();
      const child = await create(userId, 'Ada');
      expect(await details(userId, child.id)).toEqual({
        is_account_holder: false,
        passport_issue_date: null,
        passport_expiry_date: null,
        nationality_note: null,
        email_reminders: true,
      });
      await update(userId, child.id, {
        passport_issue_date: '2020-03-01',
        passport_expiry_date: '2030-02-28',
      });
      expect(
        await update(userId, child.id, { nationality_note: '  Canadian passport; visa-free  ' }),
      ).toEqual({
        is_account_holder: false,
        passport_issue_date: '2020-03-01',
        passport_expiry_date: '2030-02-28',
        nationality_note: 'Canadian passport; visa-free',
        email_reminders: true,
      });
      await update(userId, child.id, { passport_expiry_date: null, nationality_note: '   ' });
      expect(await details(userId, child.id)).toMatchObject({
        passport_issue_date: '2020-03-01',
        passport_expiry_date: null,
        nationality_note: null,
      });
      // The list's shape is unchanged (issue #22's API).
      expect((await list(userId))[1]).toEqual({
        id: child.id,
        name: 'Ada',
        is_account_holder: false,
      });
    });

    it("refuses passport dates that cannot be (checked with the stored ones, on the user's today) and changes nothing", async () => {
      const userId = aUserId();
      const child = await create(userId, 'Ada');
      await update(userId, child.id, {
        passport_issue_date: '2020-03-01',
        nationality_note: 'kept',
      });
      // The test clock's today is 2025-06-15.
      await expect(
        update(userId, child.id, { passport_issue_date: '2025-06-16' }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        details: {
          errors: [{ field: 'passport_issue_date', messages: [PASSPORT_ISSUE_IN_FUTURE_MESSAGE] }],
        },
      });
      await expect(
        update(userId, child.id, { passport_expiry_date: '2020-03-01', nationality_note: 'lost' }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        details: {
          errors: [
            { field: 'passport_expiry_date', messages: [PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE] },
          ],
        },
      });
      await expect(
        update(userId, child.id, { passport_issue_date: '2025-02-30' }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
      await expect(
        update(userId, child.id, { nationality_note: 'x'.repeat(NATIONALITY_NOTE_MAX_LENGTH + 1) }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: `Nationality note must be at most ${NATIONALITY_NOTE_MAX_LENGTH} characters`,
      });
      expect(await details(userId, child.id)).toMatchObject({
        passport_issue_date: '2020-03-01',
        passport_expiry_date: null,
        nationality_note: 'kept',
      });
    });

    it("keeps the account holder's note but not their passport dates (the profile's)", async () => {
      const userId = aUserId();
      const [holder] = await list(userId);
      expect(await update(userId, holder!.id, { nationality_note: 'Australian' })).toEqual({
        is_account_holder: true,
        passport_issue_date: null,
        passport_expiry_date: null,
        nationality_note: 'Australian',
        email_reminders: true,
      });
      await expect(
        update(userId, holder!.id, { passport_issue_date: '2020-01-01' }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: ACCOUNT_HOLDER_PASSPORT_ON_PROFILE_MESSAGE,
      });
      expect(await details(userId, holder!.id)).toMatchObject({ passport_issue_date: null });
    });

    it("switches another traveller's reminder e-mails off and on, leaving the other fields", async () => {
      const userId = aUserId();
      const child = await create(userId, 'Ada');
      const sam = await create(userId, 'Sam');
      await update(userId, child.id, { nationality_note: 'kept' });
      expect(await update(userId, child.id, { email_reminders: false })).toEqual({
        is_account_holder: false,
        passport_issue_date: null,
        passport_expiry_date: null,
        nationality_note: 'kept',
        email_reminders: false,
      });
      // Absent: unchanged.
      await update(userId, child.id, { nationality_note: 'changed' });
      expect(await details(userId, child.id)).toMatchObject({
        nationality_note: 'changed',
        email_reminders: false,
      });
      // Each traveller has their own.
      expect(await details(userId, sam.id)).toMatchObject({ email_reminders: true });
      await update(userId, child.id, { email_reminders: true });
      expect(await details(userId, child.id)).toMatchObject({ email_reminders: true });
    });

    it.each([
      ['null', null],
      ['text', 'false'],
      ['a number', 0],
    ])(
      'refuses reminders given as %s, naming the field, and changes nothing',
      async (_c, value) => {
        const userId = aUserId();
        const child = await create(userId, 'Ada');
        await update(userId, child.id, { email_reminders: false });
        await expect(
          update(userId, child.id, { email_reminders: value, nationality_note: 'lost' }),
        ).rejects.toMatchObject({
          code: 'VALIDATION_FAILED',
          details: {
            errors: [
              { field: 'email_reminders', messages: ['email_reminders must be true or false'] },
            ],
          },
        });
        expect(await details(userId, child.id)).toMatchObject({
          nationality_note: null,
          email_reminders: false,
        });
      },
    );

    it("refuses the account holder's reminder switch (the profile's) and keeps their row at true", async () => {
      const userId = aUserId();
      const [holder] = await list(userId);
      for (const email_reminders of [false, true]) {
        await expect(
          update(userId, holder!.id, { email_reminders, nationality_note: 'lost' }),
        ).rejects.toMatchObject({
          code: 'VALIDATION_FAILED',
          message: ACCOUNT_HOLDER_REMINDERS_ON_PROFILE_MESSAGE,
          details: {
            errors: [
              { field: 'email_reminders', messages: [ACCOUNT_HOLDER_REMINDERS_ON_PROFILE_MESSAGE] },
            ],
          },
        });
      }
      expect(await details(userId, holder!.id)).toMatchObject({
        nationality_note: null,
        email_reminders: true,
      });
      // The schema keeps it so as well.
      await expect(
        travel.dataSource.query('UPDATE travellers SET email_reminders = false WHERE id = $1', [
          holder!.id,
        ]),
      ).rejects.toThrow('travellers_account_holder_reminders_on_profile');
    });

    it("answers 404 for another account's traveller, and changes nothing", async () => {
      const owner = aUserId();
      const child = await create(owner, 'Ada');
      await update(owner, child.id, { nationality_note: 'mine' });
      const intruder = aUserId();
      await expect(details(intruder, child.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(
        update(intruder, child.id, { nationality_note: 'theirs' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(update(intruder, child.id, { email_reminders: false })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(await details(owner, child.id)).toMatchObject({
        nationality_note: 'mine',
        email_reminders: true,
      });
    });
  });
});
