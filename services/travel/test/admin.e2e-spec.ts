/**
 * The travel service's own admin check (issue #9: "checked in the gateway AND in the owning
 * service"): every admin pattern refuses an actor who is not an admin (403) and a missing or
 * malformed actor (400), and works for an admin. Driven over TCP as the gateway does.
 */
import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';

import {
  ENTRY_DELETED_TOPIC,
  NOT_AN_ADMIN_MESSAGE,
  TravelPatterns,
  travelListVersionKey,
  type AdminCleanupResultDto,
  type OkResult,
  type TravelEntryDto,
} from '@app/contracts';

import {
  aUserId,
  anEntry,
  startTravelService,
  type TravelTestService,
} from './support/travel-test-service';

const ADMIN = { actorId: randomUUID(), actorRole: 'admin' as const };
const NOT_ADMIN = { actorId: randomUUID(), actorRole: 'user' as const };
const NO_ID = '00000000-0000-4000-8000-000000000000';

describe('travel admin patterns', () => {
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

  const create = (payload: ReturnType<typeof anEntry>) =>
    travel.call<TravelEntryDto>(TravelPatterns.CreateEntry, payload);

  const listVersion = (userId: string) =>
    redis.get(travelListVersionKey(travel.env.REDIS_KEY_PREFIX, userId));

  /** Each admin pattern with a payload that is valid apart from the actor. */
  const patterns: [string, (userId: string, entryId: string) => object][] = [
    [TravelPatterns.AdminListUserEntries, (userId) => ({ userId })],
    [TravelPatterns.AdminDeleteEntry, (userId, entryId) => ({ userId, entryId })],
    [TravelPatterns.AdminCleanupAll, () => ({})],
  ];

  describe.each(patterns)('%s', (pattern, payloadFor) => {
    it('refuses an actor who is not an admin with FORBIDDEN and changes nothing', async () => {
      const userId = aUserId();
      const entry = await create(anEntry(userId, { entry_date: '2025-02-01' }));
      const version = await listVersion(userId);
      const eventsBefore = (await travel.outbox()).length;

      await expect(
        travel.call(pattern, { ...NOT_ADMIN, ...payloadFor(userId, entry.id) }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, message: NOT_AN_ADMIN_MESSAGE });

      expect(await travel.countEntries(userId)).toBe(1);
      expect(await listVersion(userId)).toBe(version);
      expect((await travel.outbox()).length).toBe(eventsBefore);
    });

    it.each([
      ['no actor', {}],
      ['an unknown role', { actorId: ADMIN.actorId, actorRole: 'root' }],
    ])('refuses %s (no admin in the assertion) with FORBIDDEN', async (_case, actor) => {
      const userId = aUserId();
      const entry = await create(anEntry(userId, { entry_date: '2025-02-01' }));

      await expect(
        travel.call(pattern, { ...actor, ...payloadFor(userId, entry.id) }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, message: NOT_AN_ADMIN_MESSAGE });
      expect(await travel.countEntries(userId)).toBe(1);
    });

    it.each([
      ['an actor id that is not an id', { actorId: 'admin', actorRole: 'admin' }, ['actorId']],
    ])('refuses %s with VALIDATION_FAILED', async (_case, actor, fields) => {
      const userId = aUserId();
      const entry = await create(anEntry(userId, { entry_date: '2025-02-01' }));

      const error = await travel
        .call(pattern, { ...actor, ...payloadFor(userId, entry.id) })
        .catch((e: unknown) => e);

      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
      const details = (error as { details: { errors: { field: string }[] } }).details;
      expect(details.errors.map((problem) => problem.field).sort()).toEqual(fields);
      expect(await travel.countEntries(userId)).toBe(1);
    });
  });

  describe(TravelPatterns.AdminListUserEntries, () => {
    it("lists any user's records for an admin, as the user sees them", async () => {
      const userId = aUserId();
      await create(anEntry(userId, { entry_date: '2025-04-01', country: 'Spain' }));
      await create(anEntry(userId, { entry_date: '2025-01-10', country: 'Italy' }));

      const own = await travel.call<TravelEntryDto[]>(TravelPatterns.ListEntries, { userId });
      const listed = await travel.call<TravelEntryDto[]>(TravelPatterns.AdminListUserEntries, {
        ...ADMIN,
        userId,
      });

      expect(listed).toEqual(own);
      expect(listed.map((entry) => entry.entry_date)).toEqual(['2025-01-10', '2025-04-01']);
    });

    it('answers an empty list for a user without records', async () => {
      await expect(
        travel.call(TravelPatterns.AdminListUserEntries, { ...ADMIN, userId: aUserId() }),
      ).resolves.toEqual([]);
    });
  });

  describe(TravelPatterns.AdminDeleteEntry, () => {
    it("deletes one record through the user's list version and records the event", async () => {
      const userId = aUserId();
      // The later entry first: an entry inside the ongoing visit of an earlier one is an overlap.
      const doomed = await create(anEntry(userId, { entry_date: '2025-03-05' }));
      const kept = await create(anEntry(userId, { entry_date: '2025-01-05' }));
      const version = await listVersion(userId);
      expect(version).not.toBeNull();

      await expect(
        travel.call<OkResult>(TravelPatterns.AdminDeleteEntry, {
          ...ADMIN,
          userId,
          entryId: doomed.id,
        }),
      ).resolves.toEqual({ ok: true });

      expect(await travel.call(TravelPatterns.ListEntries, { userId })).toEqual([kept]);
      const next = await listVersion(userId);
      expect(next).not.toBeNull();
      expect(next).not.toBe(version);
      const deleted = await travel.outbox(ENTRY_DELETED_TOPIC);
      expect(deleted.map((event) => event.aggregateId)).toContain(doomed.id);
    });

    it("answers NOT_FOUND for an entry that is not that user's, and keeps it", async () => {
      const owner = aUserId();
      const entry = await create(anEntry(owner, { entry_date: '2025-02-20' }));
      const version = await listVersion(owner);

      await expect(
        travel.call(TravelPatterns.AdminDeleteEntry, {
          ...ADMIN,
          userId: aUserId(),
          entryId: entry.id,
        }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
      await expect(
        travel.call(TravelPatterns.AdminDeleteEntry, { ...ADMIN, userId: owner, entryId: NO_ID }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });

      expect(await travel.countEntries(owner)).toBe(1);
      expect(await listVersion(owner)).toBe(version);
    });
  });

  describe(TravelPatterns.AdminCleanupAll, () => {
    // The tests above record entries only (never an exit), so every orphan here is this test's.
    it("removes every user's orphaned exits and answers { totalDeleted, usersAffected }", async () => {
      const twoOrphans = aUserId();
      await create(anEntry(twoOrphans, { entry_type: 'exit', entry_date: '2025-01-03' }));
      await create(anEntry(twoOrphans, { entry_type: 'exit', entry_date: '2025-02-03' }));
      const oneOrphan = aUserId();
      await create(anEntry(oneOrphan, { entry_type: 'exit', entry_date: '2025-01-01' }));
      await travel.call(TravelPatterns.RecordVisit, {
        userId: oneOrphan,
        entry_date: '2025-03-01',
        exit_date: '2025-03-10',
      });
      const paired = aUserId();
      await travel.call(TravelPatterns.RecordVisit, {
        userId: paired,
        entry_date: '2025-04-01',
        exit_date: '2025-04-05',
      });
      // An exit on the day of the first entry is paired with it, not orphaned (SPEC §4).
      const sameDay = aUserId();
      await travel.call(TravelPatterns.RecordVisit, {
        userId: sameDay,
        entry_date: '2025-05-01',
        exit_date: '2025-05-01',
      });
      const version = await listVersion(twoOrphans);
      const pairedVersion = await listVersion(paired);

      await expect(
        travel.call<AdminCleanupResultDto>(TravelPatterns.AdminCleanupAll, ADMIN),
      ).resolves.toEqual({ totalDeleted: 3, usersAffected: 2 });
      // A user whose records did not change keeps their list version (the gateway's copy stays).
      expect(await listVersion(paired)).toBe(pairedVersion);
      await expect(travel.call(TravelPatterns.CleanupEntries, { userId: paired })).resolves.toEqual(
        { deletedCount: 0 },
      );
      expect(await listVersion(paired)).toBe(pairedVersion);

      expect(await travel.countEntries(twoOrphans)).toBe(0);
      expect(await travel.countEntries(oneOrphan)).toBe(2);
      expect(await travel.countEntries(paired)).toBe(2);
      expect(await travel.countEntries(sameDay)).toBe(2);
      expect(await listVersion(twoOrphans)).not.toBe(version);

      await expect(
        travel.call<AdminCleanupResultDto>(TravelPatterns.AdminCleanupAll, ADMIN),
      ).resolves.toEqual({ totalDeleted: 0, usersAffected: 0 });
    });
  });
});
