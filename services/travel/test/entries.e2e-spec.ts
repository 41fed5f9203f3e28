import {
  TravelPatterns,
  type OkResult,
  type RecordVisitResultDto,
  type TravelEntryDto,
  type TravellerDto,
  type ExcludedPeriodDto,
  type TravelUserDataDto,
} from '@app/contracts';

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
      [
        { country: 'United Kingdom' },
        'country must be the English name of a Schengen state, Cyprus or Ireland (for example France)',
      ],
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
      await create(anEntry(userId, { entry_type: 'exit', entry_date: '2025-06-02' }));
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

  describe("overlaps in SPEC's two-call form", () => {
    const update = (payload: object) =>
      travel.call<TravelEntryDto>(TravelPatterns.UpdateEntry, payload);
    const recordVisit = (userId: string, entry_date: string, exit_date: string) =>
      travel.call<RecordVisitResultDto>(TravelPatterns.RecordVisit, {
        userId,
        entry_date,
        exit_date,
      });

    it.each([
      ['on its entry day', '2025-03-01'],
      ['inside it', '2025-03-05'],
      ['on its exit day', '2025-03-10'],
    ])('refuses an entry %s of a completed visit with the 409 naming it', async (_case, date) => {
      const userId = aUserId();
      await recordVisit(userId, '2025-03-01', '2025-03-10');
      await expect(create(anEntry(userId, { entry_date: date }))).rejects.toMatchObject({
        code: date === '2025-03-01' ? 'TRAVEL_DUPLICATE_ENTRY' : 'TRAVEL_OVERLAPPING_VISIT',
        status: 409,
      });
      if (date !== '2025-03-01') {
        await expect(create(anEntry(userId, { entry_date: date }))).rejects.toMatchObject({
          message: 'This visit overlaps your visit from 2025-03-01 to 2025-03-10.',
          details: { entryDate: '2025-03-01', exitDate: '2025-03-10' },
        });
      }
      expect(await travel.countEntries(userId)).toBe(2);
    });

    it('refuses an entry inside an ongoing visit, which runs to today, and not after today', async () => {
      const userId = aUserId();
      await create(anEntry(userId, { entry_date: '2025-06-01' }));
      await expect(create(anEntry(userId, { entry_date: '2025-06-15' }))).rejects.toMatchObject({
        code: 'TRAVEL_OVERLAPPING_VISIT',
        message: 'This visit overlaps your ongoing visit from 2025-06-01.',
      });
      await expect(create(anEntry(userId, { entry_date: '2025-06-16' }))).resolves.toBeDefined();
    });

    it('records a new visit as an entry then an exit, next to another visit', async () => {
      const userId = aUserId();
      await recordVisit(userId, '2025-03-01', '2025-03-10');
      await create(anEntry(userId, { entry_date: '2025-03-11' }));
      await create(anEntry(userId, { entry_type: 'exit', entry_date: '2025-03-20' }));
      await create(anEntry(userId, { entry_date: '2025-02-20' }));
      await create(anEntry(userId, { entry_type: 'exit', entry_date: '2025-02-28' }));
      expect((await list(userId)).map((e) => `${e.entry_type} ${e.entry_date}`)).toEqual([
        'entry 2025-02-20',
        'exit 2025-02-28',
        'entry 2025-03-01',
        'exit 2025-03-10',
        'entry 2025-03-11',
        'exit 2025-03-20',
      ]);
    });

    it('adds an older past visit while a later one is ongoing', async () => {
      const userId = aUserId();
      await create(anEntry(userId, { entry_date: '2025-06-01' }));
      await expect(create(anEntry(userId, { entry_date: '2025-03-01' }))).resolves.toBeDefined();
      await expect(
        create(anEntry(userId, { entry_type: 'exit', entry_date: '2025-03-10' })),
      ).resolves.toBeDefined();
      expect(await travel.countEntries(userId)).toBe(3);
    });

    it("refuses to move an entry into another visit, but not within its own visit's days", async () => {
      const userId = aUserId();
      await recordVisit(userId, '2025-03-01', '2025-03-10');
      const { entry } = await recordVisit(userId, '2025-04-01', '2025-04-10');
      await expect(
        update({ userId, id: entry.id, entry_date: '2025-03-08' }),
      ).rejects.toMatchObject({
        code: 'TRAVEL_OVERLAPPING_VISIT',
        status: 409,
        message: 'This visit overlaps your visit from 2025-03-01 to 2025-03-10.',
      });
      await expect(
        update({ userId, id: entry.id, entry_date: '2025-04-05' }),
      ).resolves.toMatchObject({ entry_date: '2025-04-05' });
    });

    it('refuses to move an exit so that its visit overlaps another, and nothing changes', async () => {
      const userId = aUserId();
      const { exit } = await recordVisit(userId, '2025-03-01', '2025-03-10');
      await recordVisit(userId, '2025-04-01', '2025-04-10');
      const before = await list(userId);
      await expect(update({ userId, id: exit.id, entry_date: '2025-04-02' })).rejects.toMatchObject(
        {
          code: 'TRAVEL_OVERLAPPING_VISIT',
          status: 409,
          message: 'This visit overlaps your visit from 2025-04-01 to 2025-04-10.',
        },
      );
      expect(await list(userId)).toEqual(before);
      await expect(
        update({ userId, id: exit.id, entry_date: '2025-03-31' }),
      ).resolves.toMatchObject({ entry_date: '2025-03-31' });
    });

    it('moves a visit past its own exit in two calls, the entry first', async () => {
      const userId = aUserId();
      const { entry, exit } = await recordVisit(userId, '2025-05-01', '2025-05-10');
      await recordVisit(userId, '2025-05-12', '2025-05-14');
      await update({ userId, id: entry.id, entry_date: '2025-05-20' });
      await update({ userId, id: exit.id, entry_date: '2025-05-25' });
      expect((await list(userId)).map((e) => `${e.entry_type} ${e.entry_date}`)).toEqual([
        'entry 2025-05-12',
        'exit 2025-05-14',
        'entry 2025-05-20',
        'exit 2025-05-25',
      ]);
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

  describe('travel.user-data.export', () => {
    it("answers every record of the user, as the list does, and no one else's", async () => {
      const userId = aUserId();
      const visit = await travel.call<RecordVisitResultDto>(TravelPatterns.RecordVisit, {
        userId,
        entry_date: '2025-03-01',
        exit_date: '2025-03-05',
        country: 'Greece',
        notes: 'Athens',
      });
      const ongoing = await create(anEntry(userId, { entry_date: '2025-06-01' }));
      await create(anEntry(aUserId()));
      const period = await travel.call<ExcludedPeriodDto>(TravelPatterns.CreateExcludedPeriod, {
        userId,
        from: '2025-01-01',
        to: '2025-12-31',
        issuing_state: 'Greece',
        kind: 'long_stay_visa',
      });
      const exported = await travel.call<TravelUserDataDto>(TravelPatterns.ExportUserData, {
        userId,
      });
      const travellers = await travel.call<TravellerDto[]>(TravelPatterns.ListTravellers, {
        userId,
      });
      expect(travellers).toEqual([expect.objectContaining({ is_account_holder: true })]);
      const traveller_id = travellers[0]!.id;
      expect(exported).toEqual({
        travellers,
        traveller_details: [
          {
            traveller_id,
            passport_issue_date: null,
            passport_expiry_date: null,
            nationality_note: null,
            email_reminders: true,
          },
        ],
        travel_entries: [visit.entry, visit.exit, ongoing].map((entry) => ({
          ...entry,
          traveller_id,
        })),
        excluded_periods: [period],
      });
      expect(period.traveller_id).toBe(traveller_id);
      expect(exported.travel_entries.map(({ traveller_id: _t, ...entry }) => entry)).toEqual(
        await list(userId),
      );
    });
  });
});
