import { TravelPatterns, type OkResult, type TravelEntryDto } from '@app/contracts';

import {
  aUserId,
  anEntry,
  startTravelService,
  type TravelTestService,
} from './support/travel-test-service';

const MISSING_ID = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';

describe('travel entries', () => {
  let travel: TravelTestService;

  beforeAll(async () => {
    travel = await startTravelService();
  });

  afterAll(async () => {
    await travel.close();
  });

  const create = (payload: object) =>
    travel.call<TravelEntryDto>(TravelPatterns.CreateEntry, payload);
  const list = (userId: string) =>
    travel.call<TravelEntryDto[]>(TravelPatterns.ListEntries, { userId });

  describe('travel.entries.create', () => {
    it('stores an entry and answers it in the SPEC shape', async () => {
      const userId = aUserId();
      const entry = await create(anEntry(userId, { country: 'France', notes: 'Paris' }));
      expect(entry).toEqual({
        id: expect.any(String),
        user_id: userId,
        entry_type: 'entry',
        entry_date: '2025-06-01',
        country: 'France',
        notes: 'Paris',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('stores an empty country as null', async () => {
      const entry = await create(anEntry(aUserId(), { country: '' }));
      expect(entry).toMatchObject({ country: null, notes: null });
    });

    it('records travel.entry.created.v1 with the days used as of today', async () => {
      const userId = aUserId();
      const entry = await create(anEntry(userId, { country: 'Spain' }));
      const events = (await travel.outbox('travel.entry.created.v1')).filter(
        (event) => event.aggregateId === entry.id,
      );
      expect(events.map((event) => event.payload)).toEqual([
        {
          eventId: expect.any(String),
          occurredAt: '2025-06-15T12:00:00.000Z',
          aggregateId: entry.id,
          userId,
          entryType: 'entry',
          entryDate: '2025-06-01',
          country: 'Spain',
          // Ongoing since 2025-06-01, counted to today 2025-06-15.
          daysUsed: 15,
        },
      ]);
    });

    it.each([
      [
        { entry_date: '2025-02-30' },
        'entry_date must be a real calendar date in the form YYYY-MM-DD',
      ],
      [
        { entry_date: '2025-06-01T00:00:00Z' },
        'entry_date must be a real calendar date in the form YYYY-MM-DD',
      ],
      [{ entry_type: 'transit' }, "entry_type must be 'entry' or 'exit'"],
      [{ country: 'United Kingdom' }, 'country must be one of the Schengen countries'],
      [{ notes: 'n'.repeat(501) }, 'Notes must be at most 500 characters'],
      [{ entry_date: '1999-12-31' }, 'Entry date must be between 2000-01-01 and 2027-06-15'],
      [{ entry_date: '2027-06-16' }, 'Entry date must be between 2000-01-01 and 2027-06-15'],
      [{ entry_date: undefined }, 'Entry date is required'],
      [{ userId: 'nobody' }, 'userId must be a valid id'],
    ])('refuses %p with 400 %p', async (change, message) => {
      await expect(create({ ...anEntry(aUserId()), ...change })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        status: 400,
        message,
      });
    });

    it('accepts the first and the last day of the range, and 500 characters of notes', async () => {
      const userId = aUserId();
      await expect(create(anEntry(userId, { entry_date: '2000-01-01' }))).resolves.toBeDefined();
      await expect(
        create(anEntry(userId, { entry_date: '2027-06-15', notes: 'n'.repeat(500) })),
      ).resolves.toBeDefined();
    });

    it('follows the clock for the upper bound', async () => {
      travel.clock.set('2026-01-01T00:00:00.000Z');
      try {
        await expect(
          create(anEntry(aUserId(), { entry_date: '2028-01-01' })),
        ).resolves.toBeDefined();
      } finally {
        travel.clock.set('2025-06-15T12:00:00.000Z');
      }
    });

    it('refuses a second entry on the same date with the SPEC 409', async () => {
      const userId = aUserId();
      await create(anEntry(userId));
      await expect(create(anEntry(userId))).rejects.toMatchObject({
        code: 'TRAVEL_DUPLICATE_ENTRY',
        status: 409,
        message: 'You already have entry on 2025-06-01 and/or exit on 2025-06-01 recorded',
      });
      // An exit on that date is not a duplicate (a one-day visit).
      await expect(create(anEntry(userId, { entry_type: 'exit' }))).resolves.toBeDefined();
      expect(await travel.countEntries(userId)).toBe(2);
    });
  });

  describe('travel.entries.list', () => {
    it("lists only the user's records, by date then creation time", async () => {
      const userId = aUserId();
      const other = aUserId();
      const later = await create(anEntry(userId, { entry_date: '2025-03-10' }));
      const exit = await create(anEntry(userId, { entry_type: 'exit', entry_date: '2025-03-01' }));
      const first = await create(anEntry(userId, { entry_date: '2025-03-01' }));
      await create(anEntry(other, { entry_date: '2025-01-01' }));
      const entries = await list(userId);
      expect(entries.map((entry) => entry.id)).toEqual([exit.id, first.id, later.id]);
      expect(await list(aUserId())).toEqual([]);
    });
  });

  describe('travel.entries.list-json', () => {
    it('gives the JSON text of exactly the list, built by Postgres', async () => {
      const userId = aUserId();
      await create(
        anEntry(userId, { entry_date: '2025-03-10', country: 'Spain', notes: 'Say "olé" \\ ✓' }),
      );
      await create(anEntry(userId, { entry_type: 'exit', entry_date: '2025-03-01' }));
      await create(anEntry(userId, { entry_date: '2025-03-01' }));
      const text = await travel.call<string>(TravelPatterns.ListEntriesJson, { userId });
      expect(typeof text).toBe('string');
      expect(JSON.parse(text)).toEqual(await list(userId));
      await expect(
        travel.call<string>(TravelPatterns.ListEntriesJson, { userId: aUserId() }),
      ).resolves.toBe('[]');
    });
  });

  describe('travel.entries.update', () => {
    it('changes the date, country and notes and records travel.entry.updated.v1', async () => {
      const userId = aUserId();
      const entry = await create(anEntry(userId, { country: 'Italy', notes: 'Rome' }));
      const updated = await travel.call<TravelEntryDto>(TravelPatterns.UpdateEntry, {
        userId,
        id: entry.id,
        entry_date: '2025-06-10',
        country: 'Austria',
        notes: null,
      });
      expect(updated).toEqual({
        ...entry,
        entry_date: '2025-06-10',
        country: 'Austria',
        notes: null,
      });
      expect(await list(userId)).toEqual([updated]);
      const [event] = (await travel.outbox('travel.entry.updated.v1')).filter(
        (row) => row.aggregateId === entry.id,
      );
      expect(event?.payload).toMatchObject({
        userId,
        entryType: 'entry',
        entryDate: '2025-06-10',
        country: 'Austria',
        daysUsed: 6,
      });
    });

    it('keeps the country and notes when they are not sent', async () => {
      const userId = aUserId();
      const entry = await create(anEntry(userId, { country: 'Italy', notes: 'Rome' }));
      await expect(
        travel.call(TravelPatterns.UpdateEntry, { userId, id: entry.id, entry_date: '2025-06-02' }),
      ).resolves.toMatchObject({ entry_date: '2025-06-02', country: 'Italy', notes: 'Rome' });
    });

    it('refuses to move a record onto a date that already has one of its type', async () => {
      const userId = aUserId();
      await create(anEntry(userId, { entry_date: '2025-06-01' }));
      const second = await create(anEntry(userId, { entry_date: '2025-06-05' }));
      await expect(
        travel.call(TravelPatterns.UpdateEntry, {
          userId,
          id: second.id,
          entry_date: '2025-06-01',
        }),
      ).rejects.toMatchObject({ code: 'TRAVEL_DUPLICATE_ENTRY', status: 409 });
      // Saving a record on its own date is no duplicate.
      await expect(
        travel.call(TravelPatterns.UpdateEntry, {
          userId,
          id: second.id,
          entry_date: '2025-06-05',
        }),
      ).resolves.toMatchObject({ id: second.id });
    });

    it('validates the new fields and requires the id', async () => {
      const userId = aUserId();
      const entry = await create(anEntry(userId));
      await expect(
        travel.call(TravelPatterns.UpdateEntry, { userId, id: entry.id, entry_date: '1999-01-01' }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Entry date must be between 2000-01-01 and 2027-06-15',
      });
      await expect(
        travel.call(TravelPatterns.UpdateEntry, { userId, entry_date: '2025-06-01' }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: 'id is required' });
      await expect(
        travel.call(TravelPatterns.UpdateEntry, {
          userId,
          id: entry.id,
          entry_date: '2025-06-01',
          entry_type: 'exit',
        }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'property entry_type should not exist',
      });
    });
  });

  describe('travel.entries.delete', () => {
    it('deletes the record and records travel.entry.deleted.v1', async () => {
      const userId = aUserId();
      const entry = await create(anEntry(userId));
      await expect(
        travel.call<OkResult>(TravelPatterns.DeleteEntry, { userId, id: entry.id }),
      ).resolves.toEqual({ ok: true });
      expect(await list(userId)).toEqual([]);
      const [event] = (await travel.outbox('travel.entry.deleted.v1')).filter(
        (row) => row.aggregateId === entry.id,
      );
      expect(event?.payload).toEqual({
        eventId: expect.any(String),
        occurredAt: '2025-06-15T12:00:00.000Z',
        aggregateId: entry.id,
        userId,
        entryType: 'entry',
        entryDate: '2025-06-01',
        daysUsed: 0,
      });
    });

    it('answers NOT_FOUND for an unknown id', async () => {
      await expect(
        travel.call(TravelPatterns.DeleteEntry, { userId: aUserId(), id: MISSING_ID }),
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
        message: 'Travel entry not found',
      });
    });
  });

  describe('ownership', () => {
    it("never lets user B read, change or delete user A's records", async () => {
      const userA = aUserId();
      const userB = aUserId();
      const entry = await create(anEntry(userA, { country: 'Malta', notes: 'A' }));
      const eventsBefore = (await travel.outbox()).length;

      expect(await list(userB)).toEqual([]);
      const notFound = { code: 'NOT_FOUND', status: 404 };
      await expect(
        travel.call(TravelPatterns.UpdateEntry, {
          userId: userB,
          id: entry.id,
          entry_date: '2025-06-03',
          notes: 'B',
        }),
      ).rejects.toMatchObject(notFound);
      await expect(
        travel.call(TravelPatterns.DeleteEntry, { userId: userB, id: entry.id }),
      ).rejects.toMatchObject(notFound);
      await expect(
        travel.call(TravelPatterns.DeleteVisit, { userId: userB, entryId: entry.id }),
      ).rejects.toMatchObject(notFound);
      await expect(travel.call(TravelPatterns.CleanupEntries, { userId: userB })).resolves.toEqual({
        deletedCount: 0,
      });

      expect(await list(userA)).toEqual([entry]);
      expect((await travel.outbox()).length).toBe(eventsBefore);
    });
  });
});
