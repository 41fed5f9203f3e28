import {
  TravelPatterns,
  type CleanupResultDto,
  type RecordVisitResultDto,
  type TravelEntryDto,
  type UpdateVisitResultDto,
} from '@app/contracts';

import {
  aUserId,
  aVisit,
  anEntry,
  startTravelService,
  type TravelTestService,
} from './support/travel-test-service';

describe('travel visits', () => {
  let travel: TravelTestService;

  beforeAll(async () => {
    travel = await startTravelService();
  });

  afterAll(async () => {
    await travel.close();
  });

  const record = (payload: object) =>
    travel.call<RecordVisitResultDto>(TravelPatterns.RecordVisit, payload);
  const list = (userId: string) =>
    travel.call<TravelEntryDto[]>(TravelPatterns.ListEntries, { userId });

  describe('travel.visits.record', () => {
    it('stores the entry and the exit with the country and notes on both', async () => {
      const userId = aUserId();
      const visit = await record(aVisit(userId, { country: 'Greece', notes: 'Crete' }));
      expect(visit).toEqual({
        entry: expect.objectContaining({
          user_id: userId,
          entry_type: 'entry',
          entry_date: '2025-05-01',
          country: 'Greece',
          notes: 'Crete',
        }),
        exit: expect.objectContaining({
          user_id: userId,
          entry_type: 'exit',
          entry_date: '2025-05-10',
          country: 'Greece',
          notes: 'Crete',
        }),
      });
      expect(await list(userId)).toEqual([visit.entry, visit.exit]);
    });

    it('records both entry.created events and travel.visit.recorded.v1 with the days used', async () => {
      const userId = aUserId();
      const { entry, exit } = await record(aVisit(userId));
      const mine = (await travel.outbox()).filter(
        (row) => (row.payload as { userId?: string }).userId === userId,
      );
      expect(mine.map((row) => [row.topic, row.aggregateId])).toEqual([
        ['travel.entry.created.v1', entry.id],
        ['travel.entry.created.v1', exit.id],
        ['travel.visit.recorded.v1', entry.id],
      ]);
      expect(mine[2]?.payload).toEqual({
        eventId: expect.any(String),
        occurredAt: '2025-06-15T12:00:00.000Z',
        aggregateId: entry.id,
        userId,
        entryId: entry.id,
        exitId: exit.id,
        entryDate: '2025-05-01',
        exitDate: '2025-05-10',
        country: null,
        daysUsed: 10,
      });
      expect(mine.map((row) => (row.payload as { daysUsed: number }).daysUsed)).toEqual([
        10, 10, 10,
      ]);
    });

    it('accepts a one-day visit', async () => {
      await expect(
        record(aVisit(aUserId(), { entry_date: '2025-05-01', exit_date: '2025-05-01' })),
      ).resolves.toBeDefined();
    });

    it('keeps the entry of one-day visits before their exit (one INSERT, distinct creation times)', async () => {
      const userId = aUserId();
      const days = ['2025-01-10', '2025-02-10', '2025-03-10', '2025-04-10', '2025-05-10'];
      const visits: RecordVisitResultDto[] = [];
      for (const day of days) {
        visits.push(await record(aVisit(userId, { entry_date: day, exit_date: day })));
      }
      for (const { entry, exit } of visits) {
        expect(Date.parse(exit.created_at)).toBeGreaterThanOrEqual(Date.parse(entry.created_at));
      }
      // Listed (by date, then creation time) with each entry before its own exit.
      expect(await list(userId)).toEqual(visits.flatMap(({ entry, exit }) => [entry, exit]));
      const rows: { id: string; created_at: string }[] = await travel.dataSource.query(
        `SELECT id, to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.US') AS created_at
           FROM travel_entries WHERE user_id = $1`,
        [userId],
      );
      const created = new Map(rows.map((row) => [row.id, row.created_at]));
      for (const { entry, exit } of visits) {
        expect(created.get(exit.id)! > created.get(entry.id)!).toBe(true);
      }
    });

    it.each([
      [{ entry_date: undefined }, 'Entry date is required'],
      [{ exit_date: undefined }, 'Exit date is required'],
      [{ exit_date: '2025-04-30' }, 'Exit date must be after entry date'],
      [
        { exit_date: '2025-02-30' },
        'exit_date must be a real calendar date in the form YYYY-MM-DD',
      ],
      [
        { country: 'United Kingdom' },
        'country must be the English name of a Schengen state, Cyprus or Ireland (for example France)',
      ],
      [{ notes: 'n'.repeat(501) }, 'Notes must be at most 500 characters'],
      [{ entry_date: '1999-12-25' }, 'Entry date must be between 2000-01-01 and 2027-06-15'],
      [
        { entry_date: '2027-06-10', exit_date: '2027-06-20' },
        'Exit date must be between 2000-01-01 and 2027-06-15',
      ],
    ])('refuses %p with 400 %p', async (change, message) => {
      const userId = aUserId();
      await expect(record({ ...aVisit(userId), ...change })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        status: 400,
        message,
      });
      expect(await travel.countEntries(userId)).toBe(0);
    });

    it('names both out-of-range dates', async () => {
      await expect(
        record(aVisit(aUserId(), { entry_date: '1990-01-01', exit_date: '2030-01-01' })),
      ).rejects.toMatchObject({
        message:
          'Entry date must be between 2000-01-01 and 2027-06-15; Exit date must be between 2000-01-01 and 2027-06-15',
      });
    });

    it.each([
      ['an entry on the entry date', { entry_type: 'entry', entry_date: '2025-05-01' }],
      ['an exit on the exit date', { entry_type: 'exit', entry_date: '2025-05-10' }],
    ] as const)('refuses a visit when %s exists with the SPEC 409', async (_case, existing) => {
      const userId = aUserId();
      await travel.call(TravelPatterns.CreateEntry, anEntry(userId, existing));
      await expect(record(aVisit(userId))).rejects.toMatchObject({
        code: 'TRAVEL_DUPLICATE_ENTRY',
        status: 409,
        message: 'You already have entry on 2025-05-01 and/or exit on 2025-05-10 recorded',
        details: { entryDate: '2025-05-01', exitDate: '2025-05-10' },
      });
      expect(await travel.countEntries(userId)).toBe(1);
    });

    it.each([
      ['inside it', '2025-03-03', '2025-03-05'],
      ['across its start', '2025-02-25', '2025-03-01'],
      ['across its end', '2025-03-10', '2025-03-12'],
      ['around it', '2025-02-01', '2025-04-01'],
    ])('refuses a visit %s that overlaps a stored visit with 409', async (_case, from, to) => {
      const userId = aUserId();
      await record(aVisit(userId, { entry_date: '2025-03-01', exit_date: '2025-03-10' }));
      await expect(
        record(aVisit(userId, { entry_date: from, exit_date: to })),
      ).rejects.toMatchObject({
        code: 'TRAVEL_OVERLAPPING_VISIT',
        status: 409,
        message: 'This visit overlaps your visit from 2025-03-01 to 2025-03-10.',
      });
      expect(await travel.countEntries(userId)).toBe(2);
    });

    it('refuses a visit overlapping an ongoing visit, which runs to today', async () => {
      const userId = aUserId();
      await travel.call(TravelPatterns.CreateEntry, anEntry(userId, { entry_date: '2025-06-01' }));
      await expect(
        record(aVisit(userId, { entry_date: '2025-06-14', exit_date: '2025-06-20' })),
      ).rejects.toMatchObject({
        code: 'TRAVEL_OVERLAPPING_VISIT',
        message: 'This visit overlaps your ongoing visit from 2025-06-01.',
      });
      // After today the ongoing visit has not happened yet: a planned trip may follow.
      await expect(
        record(aVisit(userId, { entry_date: '2025-06-16', exit_date: '2025-06-20' })),
      ).resolves.toBeDefined();
    });

    it('refuses a visit holding an exit with no entry, which pairing would take as its own', async () => {
      const userId = aUserId();
      await travel.call(
        TravelPatterns.CreateEntry,
        anEntry(userId, { entry_type: 'exit', entry_date: '2025-05-05' }),
      );
      await expect(record(aVisit(userId))).rejects.toMatchObject({
        code: 'TRAVEL_OVERLAPPING_VISIT',
        status: 409,
        message:
          'You have an exit with no entry recorded on 2025-05-05, inside this visit. Delete it (or clean up orphaned entries) first.',
      });
      expect(await travel.countEntries(userId)).toBe(1);
    });

    it('accepts visits next to each other', async () => {
      const userId = aUserId();
      await record(aVisit(userId, { entry_date: '2025-03-01', exit_date: '2025-03-10' }));
      await expect(
        record(aVisit(userId, { entry_date: '2025-03-11', exit_date: '2025-03-12' })),
      ).resolves.toBeDefined();
      await expect(
        record(aVisit(userId, { entry_date: '2025-02-20', exit_date: '2025-02-28' })),
      ).resolves.toBeDefined();
    });

    it('stores nothing when the second insert fails (atomic)', async () => {
      const userId = aUserId();
      await travel.dataSource.query(`
        CREATE FUNCTION refuse_exit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'exit refused by the test'; END $$`);
      await travel.dataSource.query(`
        CREATE TRIGGER refuse_exit BEFORE INSERT ON travel_entries FOR EACH ROW
        WHEN (NEW.entry_type = 'exit' AND NEW.notes = 'fail the exit') EXECUTE FUNCTION refuse_exit()`);
      const eventsBefore = (await travel.outbox()).length;
      try {
        await expect(record(aVisit(userId, { notes: 'fail the exit' }))).rejects.toMatchObject({
          code: 'INTERNAL',
          status: 500,
        });
      } finally {
        await travel.dataSource.query('DROP TRIGGER refuse_exit ON travel_entries');
        await travel.dataSource.query('DROP FUNCTION refuse_exit()');
      }
      expect(await travel.countEntries(userId)).toBe(0);
      expect((await travel.outbox()).length).toBe(eventsBefore);
    });
  });

  describe('travel.visits.delete', () => {
    it('deletes the entry and its exit together, with one deleted event each', async () => {
      const userId = aUserId();
      const kept = await record(
        aVisit(userId, { entry_date: '2025-01-01', exit_date: '2025-01-05' }),
      );
      const { entry, exit } = await record(aVisit(userId));
      await expect(
        travel.call(TravelPatterns.DeleteVisit, { userId, entryId: entry.id, exitId: exit.id }),
      ).resolves.toEqual({ ok: true });
      expect(await list(userId)).toEqual([kept.entry, kept.exit]);
      const deleted = (await travel.outbox('travel.entry.deleted.v1')).filter(
        (row) => (row.payload as { userId?: string }).userId === userId,
      );
      expect(deleted.map((row) => row.aggregateId)).toEqual([entry.id, exit.id]);
      // 2025-01-01..05 is inside the window ending 2025-06-15 (from 2024-12-18).
      expect(deleted.map((row) => (row.payload as { daysUsed: number }).daysUsed)).toEqual([5, 5]);
    });

    it('deletes an ongoing visit by its entry alone', async () => {
      const userId = aUserId();
      const entry = await travel.call<TravelEntryDto>(TravelPatterns.CreateEntry, anEntry(userId));
      await expect(
        travel.call(TravelPatterns.DeleteVisit, { userId, entryId: entry.id }),
      ).resolves.toEqual({ ok: true });
      expect(await travel.countEntries(userId)).toBe(0);
    });

    it('refuses (400) a completed visit without its exit id, and deletes nothing', async () => {
      const userId = aUserId();
      const { entry } = await record(aVisit(userId));
      const eventsBefore = (await travel.outbox('travel.entry.deleted.v1')).length;
      await expect(
        travel.call(TravelPatterns.DeleteVisit, { userId, entryId: entry.id }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        status: 400,
        message: expect.stringContaining('the exit id is needed'),
      });
      expect(await travel.countEntries(userId)).toBe(2);
      expect((await travel.outbox('travel.entry.deleted.v1')).length).toBe(eventsBefore);
    });

    it("deletes nothing when the exit is not the user's", async () => {
      const userA = aUserId();
      const userB = aUserId();
      const visitA = await record(aVisit(userA));
      const visitB = await record(aVisit(userB));
      await expect(
        travel.call(TravelPatterns.DeleteVisit, {
          userId: userA,
          entryId: visitA.entry.id,
          exitId: visitB.exit.id,
        }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
      expect(await travel.countEntries(userA)).toBe(2);
      expect(await travel.countEntries(userB)).toBe(2);
    });

    it("refuses (400) the user's own exit of another visit, and deletes nothing", async () => {
      const userId = aUserId();
      const first = await record(
        aVisit(userId, { entry_date: '2025-01-01', exit_date: '2025-01-05' }),
      );
      const second = await record(aVisit(userId));
      const eventsBefore = (await travel.outbox('travel.entry.deleted.v1')).length;
      await expect(
        travel.call(TravelPatterns.DeleteVisit, {
          userId,
          entryId: second.entry.id,
          exitId: first.exit.id,
        }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        status: 400,
        message: 'exitId must be the exit of this visit (the exit paired with its entry)',
      });
      expect(await travel.countEntries(userId)).toBe(4);
      expect((await travel.outbox('travel.entry.deleted.v1')).length).toBe(eventsBefore);
    });

    it('refuses (400) an exit id for an ongoing visit, which has no exit', async () => {
      const userId = aUserId();
      const { exit } = await record(
        aVisit(userId, { entry_date: '2025-01-01', exit_date: '2025-01-05' }),
      );
      const ongoing = await travel.call<TravelEntryDto>(
        TravelPatterns.CreateEntry,
        anEntry(userId, { entry_date: '2025-06-01' }),
      );
      await expect(
        travel.call(TravelPatterns.DeleteVisit, { userId, entryId: ongoing.id, exitId: exit.id }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
      expect(await travel.countEntries(userId)).toBe(3);
    });

    it('refuses an exit given as the entry', async () => {
      const userId = aUserId();
      const { exit } = await record(aVisit(userId));
      await expect(
        travel.call(TravelPatterns.DeleteVisit, { userId, entryId: exit.id }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await travel.countEntries(userId)).toBe(2);
    });
  });

  describe('travel.visits.update', () => {
    const update = (payload: object) =>
      travel.call<UpdateVisitResultDto>(TravelPatterns.UpdateVisit, payload);

    it('moves a visit past its old exit in one change, country and notes on both records', async () => {
      const userId = aUserId();
      const { entry, exit } = await record(aVisit(userId));
      const moved = await update({
        userId,
        entryId: entry.id,
        entry_date: '2025-05-20',
        exit_date: '2025-05-25',
        country: 'Italy',
        notes: 'Rome',
      });
      expect(moved).toEqual({
        entry: { ...entry, entry_date: '2025-05-20', country: 'Italy', notes: 'Rome' },
        exit: { ...exit, entry_date: '2025-05-25', country: 'Italy', notes: 'Rome' },
      });
      expect(await list(userId)).toEqual([moved.entry, moved.exit]);
      const updated = (await travel.outbox('travel.entry.updated.v1')).filter(
        (row) => (row.payload as { userId?: string }).userId === userId,
      );
      expect(updated.map((row) => row.aggregateId)).toEqual([entry.id, exit.id]);
      expect(updated.map((row) => (row.payload as { daysUsed: number }).daysUsed)).toEqual([6, 6]);
    });

    it('keeps an ongoing visit ongoing, and records its exit when one is given', async () => {
      const userId = aUserId();
      const entry = await travel.call<TravelEntryDto>(TravelPatterns.CreateEntry, anEntry(userId));
      await expect(
        update({ userId, entryId: entry.id, entry_date: '2025-06-02', exit_date: null }),
      ).resolves.toEqual({ entry: { ...entry, entry_date: '2025-06-02' }, exit: null });
      const closed = await update({
        userId,
        entryId: entry.id,
        entry_date: '2025-06-02',
        exit_date: '2025-06-12',
      });
      expect(closed.exit).toMatchObject({ entry_type: 'exit', entry_date: '2025-06-12' });
      expect(await travel.countEntries(userId)).toBe(2);
    });

    it('refuses to drop the exit of a completed visit', async () => {
      const userId = aUserId();
      const { entry } = await record(aVisit(userId));
      await expect(
        update({ userId, entryId: entry.id, entry_date: '2025-05-01', exit_date: null }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
      expect((await list(userId)).map((row) => row.entry_date)).toEqual([
        '2025-05-01',
        '2025-05-10',
      ]);
    });

    it('refuses an overlap with another visit and changes nothing', async () => {
      const userId = aUserId();
      await record(aVisit(userId, { entry_date: '2025-03-01', exit_date: '2025-03-10' }));
      const { entry } = await record(aVisit(userId));
      const before = await list(userId);
      await expect(
        update({ userId, entryId: entry.id, entry_date: '2025-03-05', exit_date: '2025-05-10' }),
      ).rejects.toMatchObject({
        code: 'TRAVEL_OVERLAPPING_VISIT',
        status: 409,
        message: 'This visit overlaps your visit from 2025-03-01 to 2025-03-10.',
      });
      expect(await list(userId)).toEqual(before);
    });

    it('refuses a date another visit already uses, with the SPEC 409', async () => {
      const userId = aUserId();
      await record(aVisit(userId, { entry_date: '2025-03-01', exit_date: '2025-03-10' }));
      const { entry } = await record(aVisit(userId));
      await expect(
        update({ userId, entryId: entry.id, entry_date: '2025-03-01', exit_date: '2025-05-10' }),
      ).rejects.toMatchObject({ code: 'TRAVEL_DUPLICATE_ENTRY', status: 409 });
    });

    it("gives 404 for another user's visit or an exit id, and changes nothing", async () => {
      const userA = aUserId();
      const userB = aUserId();
      const visitA = await record(aVisit(userA));
      const change = { entry_date: '2025-05-02', exit_date: '2025-05-11' };
      await expect(
        update({ userId: userB, entryId: visitA.entry.id, ...change }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
      await expect(
        update({ userId: userA, entryId: visitA.exit.id, ...change }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
      expect(await list(userA)).toEqual([visitA.entry, visitA.exit]);
    });

    it('refuses dates out of range and an exit before the entry with 400', async () => {
      const userId = aUserId();
      const { entry } = await record(aVisit(userId));
      await expect(
        update({ userId, entryId: entry.id, entry_date: '1999-01-01', exit_date: '2025-05-10' }),
      ).rejects.toMatchObject({
        status: 400,
        message: 'Entry date must be between 2000-01-01 and 2027-06-15',
      });
      await expect(
        update({ userId, entryId: entry.id, entry_date: '2025-05-10', exit_date: '2025-05-01' }),
      ).rejects.toMatchObject({ status: 400, message: 'Exit date must be after entry date' });
    });
  });

  describe('travel.entries.cleanup', () => {
    it('deletes the exits with no entry on or before them, and only those', async () => {
      const userId = aUserId();
      const create = (entry_type: 'entry' | 'exit', entry_date: string) =>
        travel.call<TravelEntryDto>(
          TravelPatterns.CreateEntry,
          anEntry(userId, { entry_type, entry_date }),
        );
      const orphan1 = await create('exit', '2025-01-01');
      const orphan2 = await create('exit', '2025-01-03');
      const entry = await create('entry', '2025-01-05');
      const exit = await create('exit', '2025-01-05');
      await expect(
        travel.call<CleanupResultDto>(TravelPatterns.CleanupEntries, { userId }),
      ).resolves.toEqual({ deletedCount: 2 });
      expect(await list(userId)).toEqual([entry, exit]);
      const deleted = (await travel.outbox('travel.entry.deleted.v1')).filter(
        (row) => (row.payload as { userId?: string }).userId === userId,
      );
      expect(deleted.map((row) => row.aggregateId).sort()).toEqual([orphan1.id, orphan2.id].sort());
      await expect(travel.call(TravelPatterns.CleanupEntries, { userId })).resolves.toEqual({
        deletedCount: 0,
      });
    });
  });
});
