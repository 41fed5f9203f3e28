/**
 * Each traveller's own records (issue #22, ADR 0034 part 2): every travel call takes the
 * traveller (`travellerId`, signed in the assertion; absent: the account holder's), resolved in
 * the transaction that holds the user's lock; another account's traveller is NOT_FOUND and nothing
 * changes; duplicate and overlap checks, days used, events and the list a change leaves are per
 * traveller.
 */
import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';

import {
  ENTRY_CREATED_TOPIC,
  ENTRY_DELETED_TOPIC,
  TravelPatterns,
  VISIT_RECORDED_TOPIC,
  readTravelListCopy,
  travelListCopyKey,
  travelListVersionKey,
  type NotificationEntriesDto,
  type RecordVisitResultDto,
  type TravelEntryDto,
  type TravelStatusDto,
  type TravellerDto,
} from '@app/contracts';
import { lastDayToStayOn, summariseRecords } from '@app/schengen-rules';

import {
  aUserId,
  aVisit,
  anEntry,
  startTravelService,
  type TravelTestService,
} from './support/travel-test-service';

describe("each traveller's records", () => {
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

  const addTraveller = (userId: string, name = 'Grace') =>
    travel.call<TravellerDto>(TravelPatterns.CreateTraveller, { userId, name });
  const holderOf = async (userId: string) =>
    (await travel.call<TravellerDto[]>(TravelPatterns.ListTravellers, { userId }))[0]!;
  const listOf = (userId: string, travellerId?: string) =>
    travel.call<TravelEntryDto[]>(TravelPatterns.ListEntries, {
      userId,
      ...(travellerId === undefined ? {} : { travellerId }),
    });
  const datesOf = (entries: readonly TravelEntryDto[]) =>
    entries.map((entry) => `${entry.entry_type} ${entry.entry_date}`);
  /** Every record of the account, straight from the table (id, traveller, date). */
  const rowsOf = (userId: string) =>
    travel.dataSource.query<Array<{ id: string; traveller_id: string; entry_date: string }>>(
      `SELECT id, traveller_id, to_char(entry_date, 'YYYY-MM-DD') AS entry_date
         FROM travel_entries WHERE user_id = $1 ORDER BY id`,
      [userId],
    );

  it("keeps a second traveller's visits apart from the account holder's", async () => {
    const userId = aUserId();
    const child = await addTraveller(userId, 'Alan');
    await travel.call(TravelPatterns.RecordVisit, aVisit(userId));
    // The same dates for another traveller are neither a duplicate nor an overlap.
    await travel.call(TravelPatterns.RecordVisit, aVisit(userId, { travellerId: child.id }));
    await travel.call(
      TravelPatterns.CreateEntry,
      anEntry(userId, { entry_date: '2025-06-01', travellerId: child.id }),
    );
    const holder = await holderOf(userId);

    expect(datesOf(await listOf(userId))).toEqual(['entry 2025-05-01', 'exit 2025-05-10']);
    expect(await listOf(userId, holder.id)).toEqual(await listOf(userId));
    expect(datesOf(await listOf(userId, child.id))).toEqual([
      'entry 2025-05-01',
      'exit 2025-05-10',
      'entry 2025-06-01',
    ]);
    const json = await travel.call<string>(TravelPatterns.ListEntriesJson, {
      userId,
      travellerId: child.id,
    });
    expect(JSON.parse(json)).toEqual(await listOf(userId, child.id));
    const rows = await rowsOf(userId);
    expect(rows.filter((row) => row.traveller_id === child.id)).toHaveLength(3);
    expect(rows.filter((row) => row.traveller_id === holder.id)).toHaveLength(2);
  });

  it("updates and deletes a traveller's records, and a record of another traveller is not found", async () => {
    const userId = aUserId();
    const child = await addTraveller(userId);
    const own = await travel.call<RecordVisitResultDto>(TravelPatterns.RecordVisit, aVisit(userId));
    const theirs = await travel.call<RecordVisitResultDto>(
      TravelPatterns.RecordVisit,
      aVisit(userId, { travellerId: child.id }),
    );
    const before = await rowsOf(userId);

    // The holder's record asked for as the child's (and the child's as the holder's): 404.
    const notFound = { code: 'NOT_FOUND', status: 404, message: 'Travel entry not found' };
    await expect(
      travel.call(TravelPatterns.UpdateEntry, {
        userId,
        travellerId: child.id,
        id: own.exit.id,
        entry_date: '2025-05-12',
      }),
    ).rejects.toMatchObject(notFound);
    await expect(
      travel.call(TravelPatterns.DeleteEntry, { userId, id: theirs.exit.id }),
    ).rejects.toMatchObject(notFound);
    await expect(
      travel.call(TravelPatterns.DeleteVisit, {
        userId,
        travellerId: child.id,
        entryId: own.entry.id,
        exitId: own.exit.id,
      }),
    ).rejects.toMatchObject(notFound);
    expect(await rowsOf(userId)).toEqual(before);

    await travel.call(TravelPatterns.UpdateVisit, {
      userId,
      travellerId: child.id,
      entryId: theirs.entry.id,
      entry_date: '2025-05-02',
      exit_date: '2025-05-12',
    });
    expect(datesOf(await listOf(userId, child.id))).toEqual([
      'entry 2025-05-02',
      'exit 2025-05-12',
    ]);
    expect(datesOf(await listOf(userId))).toEqual(['entry 2025-05-01', 'exit 2025-05-10']);
    await travel.call(TravelPatterns.DeleteVisit, {
      userId,
      travellerId: child.id,
      entryId: theirs.entry.id,
      exitId: theirs.exit.id,
    });
    expect(await listOf(userId, child.id)).toEqual([]);
    expect(await listOf(userId)).toHaveLength(2);
  });

  it("answers NOT_FOUND for another account's traveller on every travel call, and changes nothing", async () => {
    const owner = aUserId();
    const intruder = aUserId();
    const child = await addTraveller(owner);
    const holder = await holderOf(owner);
    const visit = await travel.call<RecordVisitResultDto>(
      TravelPatterns.RecordVisit,
      aVisit(owner, { travellerId: child.id }),
    );
    await travel.call(TravelPatterns.RecordVisit, aVisit(intruder));
    const [ownerRows, intruderRows] = [await rowsOf(owner), await rowsOf(intruder)];
    const outboxSize = (await travel.outbox()).length;

    for (const travellerId of [child.id, holder.id, randomUUID()]) {
      const as = { userId: intruder, travellerId };
      const calls: Array<[string, object]> = [
        [TravelPatterns.ListEntries, as],
        [TravelPatterns.ListEntriesJson, as],
        [TravelPatterns.CreateEntry, anEntry(intruder, { travellerId })],
        [
          TravelPatterns.RecordVisit,
          aVisit(intruder, { entry_date: '2025-07-01', exit_date: '2025-07-05', travellerId }),
        ],
        [TravelPatterns.UpdateEntry, { ...as, id: visit.exit.id, entry_date: '2025-05-11' }],
        [TravelPatterns.DeleteEntry, { ...as, id: visit.exit.id }],
        [
          TravelPatterns.UpdateVisit,
          { ...as, entryId: visit.entry.id, entry_date: '2025-05-02', exit_date: '2025-05-11' },
        ],
        [TravelPatterns.DeleteVisit, { ...as, entryId: visit.entry.id, exitId: visit.exit.id }],
        [TravelPatterns.CleanupEntries, as],
        [TravelPatterns.Status, { ...as, date: '2025-06-01' }],
      ];
      for (const [pattern, payload] of calls) {
        await expect(travel.call(pattern, payload)).rejects.toMatchObject({
          code: 'NOT_FOUND',
          status: 404,
          message: 'Traveller not found',
        });
      }
    }
    expect(await rowsOf(owner)).toEqual(ownerRows);
    expect(await rowsOf(intruder)).toEqual(intruderRows);
    expect(await travel.outbox()).toHaveLength(outboxSize);
  });

  it("names the traveller in the events of another traveller than the account holder's, with their days used", async () => {
    const userId = aUserId();
    const child = await addTraveller(userId);
    // 10 days for the holder, 3 for the child.
    const own = await travel.call<RecordVisitResultDto>(TravelPatterns.RecordVisit, aVisit(userId));
    const theirs = await travel.call<RecordVisitResultDto>(
      TravelPatterns.RecordVisit,
      aVisit(userId, { entry_date: '2025-05-01', exit_date: '2025-05-03', travellerId: child.id }),
    );
    const payloadOf = async (topic: string, id: string) =>
      (await travel.outbox(topic)).find((event) => event.aggregateId === id)?.payload as Record<
        string,
        unknown
      >;
    const holderEvent = await payloadOf(ENTRY_CREATED_TOPIC, own.exit.id);
    expect(holderEvent).not.toHaveProperty('travellerId');
    expect(holderEvent).toMatchObject({ userId, daysUsed: 10 });
    expect(await payloadOf(ENTRY_CREATED_TOPIC, theirs.exit.id)).toMatchObject({
      userId,
      travellerId: child.id,
      daysUsed: 3,
    });
    expect(await payloadOf(VISIT_RECORDED_TOPIC, theirs.entry.id)).toMatchObject({
      travellerId: child.id,
      daysUsed: 3,
    });
    await travel.call(TravelPatterns.DeleteTraveller, { userId, id: child.id });
    expect(await payloadOf(ENTRY_DELETED_TOPIC, theirs.exit.id)).toMatchObject({
      travellerId: child.id,
    });
  });

  it('leaves the list of the traveller it changed, tagged with them, and none for a deleted traveller', async () => {
    const userId = aUserId();
    const prefix = travel.env.REDIS_KEY_PREFIX;
    const left = async (travellerId: string | undefined) => {
      const version = await redis.get(travelListVersionKey(prefix, userId));
      const copy = await redis.get(travelListCopyKey(prefix, userId));
      const json = version === null ? null : readTravelListCopy(copy, version, travellerId);
      return json === null ? null : (JSON.parse(json) as TravelEntryDto[]);
    };
    const child = await addTraveller(userId);
    await travel.call(TravelPatterns.RecordVisit, aVisit(userId));
    const holder = await holderOf(userId);
    expect(await left(undefined)).toEqual(await listOf(userId));
    expect(await left(holder.id)).toEqual(await listOf(userId));
    expect(await left(child.id)).toBeNull();

    await travel.call(TravelPatterns.RecordVisit, aVisit(userId, { travellerId: child.id }));
    expect(await left(child.id)).toEqual(await listOf(userId, child.id));
    expect(await left(undefined)).toBeNull();
    expect(await left(holder.id)).toBeNull();

    await travel.call(TravelPatterns.DeleteTraveller, { userId, id: child.id });
    expect(await left(child.id)).toBeNull();
    await expect(listOf(userId, child.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("cleans up one traveller's orphaned exits only", async () => {
    const userId = aUserId();
    const child = await addTraveller(userId);
    const orphan = anEntry(userId, { entry_type: 'exit', entry_date: '2025-04-01' });
    await travel.call(TravelPatterns.CreateEntry, orphan);
    await travel.call(TravelPatterns.CreateEntry, { ...orphan, travellerId: child.id });
    await expect(
      travel.call(TravelPatterns.CleanupEntries, { userId, travellerId: child.id }),
    ).resolves.toEqual({ deletedCount: 1 });
    expect(await listOf(userId, child.id)).toEqual([]);
    expect(await listOf(userId)).toHaveLength(1);
  });

  it('feeds the notification service every traveller of the account, each record with its traveller (ADR 0034 part 5)', async () => {
    const userId = aUserId();
    const child = await addTraveller(userId);
    await travel.call(TravelPatterns.RecordVisit, aVisit(userId));
    await travel.call(
      TravelPatterns.RecordVisit,
      aVisit(userId, { entry_date: '2025-03-01', exit_date: '2025-03-20', travellerId: child.id }),
    );
    const feed = await travel.call<NotificationEntriesDto>(TravelPatterns.ListNotificationEntries, {
      userIds: [userId],
    });
    const holder = feed.travellers[0]!;
    expect(feed.travellers).toEqual([
      {
        id: holder.id,
        user_id: userId,
        name: holder.name,
        is_account_holder: true,
        email_reminders: true,
      },
      {
        id: child.id,
        user_id: userId,
        name: child.name,
        is_account_holder: false,
        email_reminders: true,
      },
    ]);
    expect(feed.entries.map((entry) => [entry.traveller_id, entry.entry_date])).toEqual([
      [child.id, '2025-03-01'],
      [child.id, '2025-03-20'],
      [holder.id, '2025-05-01'],
      [holder.id, '2025-05-10'],
    ]);
  });

  it("feeds each traveller's own reminders switch (ADR 0034 part 5)", async () => {
    const userId = aUserId();
    const child = await addTraveller(userId);
    await travel.call(TravelPatterns.UpdateTravellerDetails, {
      userId,
      id: child.id,
      email_reminders: false,
    });
    const feed = await travel.call<NotificationEntriesDto>(TravelPatterns.ListNotificationEntries, {
      userIds: [userId],
    });
    expect(feed.travellers.map((t) => [t.is_account_holder, t.email_reminders])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('lets an admin list, delete and clean up the records of every traveller of an account', async () => {
    const admin = { actorId: randomUUID(), actorRole: 'admin' };
    const userId = aUserId();
    const child = await addTraveller(userId);
    await travel.call(TravelPatterns.RecordVisit, aVisit(userId));
    const theirs = await travel.call<RecordVisitResultDto>(
      TravelPatterns.RecordVisit,
      aVisit(userId, { travellerId: child.id }),
    );
    await travel.call(
      TravelPatterns.CreateEntry,
      anEntry(userId, { entry_type: 'exit', entry_date: '2025-04-01', travellerId: child.id }),
    );
    const all = await travel.call<TravelEntryDto[]>(TravelPatterns.AdminListUserEntries, {
      ...admin,
      userId,
    });
    expect(all).toHaveLength(5);
    await travel.call(TravelPatterns.AdminDeleteEntry, {
      ...admin,
      userId,
      entryId: theirs.exit.id,
    });
    expect(datesOf(await listOf(userId, child.id))).toEqual([
      'exit 2025-04-01',
      'entry 2025-05-01',
    ]);
    await expect(travel.call(TravelPatterns.AdminCleanupAll, admin)).resolves.toMatchObject({
      totalDeleted: expect.any(Number),
    });
    expect(datesOf(await listOf(userId, child.id))).toEqual(['entry 2025-05-01']);
    expect(await listOf(userId)).toHaveLength(2);
  });

  it("answers each traveller's status on a day as the dashboard computes it", async () => {
    const userId = aUserId();
    const child = await addTraveller(userId);
    await travel.call(
      TravelPatterns.RecordVisit,
      aVisit(userId, { entry_date: '2025-03-01', exit_date: '2025-05-09' }),
    );
    await travel.call(TravelPatterns.CreateEntry, anEntry(userId, { entry_date: '2025-06-10' }));
    await travel.call(
      TravelPatterns.RecordVisit,
      aVisit(userId, { entry_date: '2025-06-01', exit_date: '2025-06-05', travellerId: child.id }),
    );
    const statusOf = (travellerId: string | undefined, date?: string) =>
      travel.call<TravelStatusDto>(TravelPatterns.Status, {
        userId,
        ...(travellerId === undefined ? {} : { travellerId }),
        ...(date === undefined ? {} : { date }),
      });
    /** The status equals what the dashboard shows with `day` as its today (the SPA's summary). */
    const expectDashboard = async (travellerId: string | undefined, day: string) => {
      const status = await statusOf(travellerId, day);
      const shown = summariseRecords(await listOf(userId, travellerId), day, 'dashboard');
      expect(status.date).toBe(day);
      expect([status.days_used, status.days_left, status.level]).toEqual([
        shown.daysUsed,
        shown.daysLeft,
        shown.level,
      ]);
      expect(status.last_day_to_stay).toBe(lastDayToStayOn(shown.visits, shown.stays, day));
    };
    // 70 days in spring, and an ongoing visit from 10 June: 76 days on 15 June, a warning.
    expect(await statusOf(undefined, '2025-06-15')).toEqual({
      date: '2025-06-15',
      days_used: 76,
      days_left: 14,
      level: 'warning',
      last_day_to_stay: '2025-06-29',
    });
    for (const day of ['2025-03-01', '2025-05-09', '2025-06-15', '2025-09-01']) {
      await expectDashboard(undefined, day);
      await expectDashboard(child.id, day);
    }
    expect(await statusOf(child.id, '2025-06-15')).toMatchObject({ days_used: 5, level: 'safe' });
    // No day given: the traveller's today (the clock's, in UTC for an account without a zone).
    const today = travel.clock.now().toISOString().slice(0, 10);
    expect(await statusOf(child.id)).toEqual(await statusOf(child.id, today));
  });

  it('refuses a day that is not a calendar date, or out of the range of a record, with 400', async () => {
    const userId = aUserId();
    for (const date of ['2025-02-30', '15/06/2025', '1999-12-31', '2999-01-01']) {
      await expect(travel.call(TravelPatterns.Status, { userId, date })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        status: 400,
      });
    }
  });
});
