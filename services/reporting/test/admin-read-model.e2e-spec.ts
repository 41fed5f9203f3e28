/**
 * The admin read model against a real Postgres (SPEC §2 "Admin dashboard", docs/adr/0010): it
 * converges whatever order the events arrive in, forgets a deleted user, pages with a cursor and
 * refuses a caller who is not an admin.
 */
import { randomUUID } from 'node:crypto';

import { loadConfig } from '@app/nest-core';
import { createTestDatabase, type TestDatabase } from '@app/testing';

import {
  applyAdminEvent,
  applyAdminEvents,
  type AdminReadModelEvent,
} from '../src/admin/admin-read-model';
import { AdminStatsService } from '../src/admin/admin-stats.service';
import { ReportingDatabase } from '../src/admin/reporting-database';
import { runCli } from '../src/cli/run-cli';
import { ReportingEnv } from '../src/config/env.schema';

const NOW = '2025-06-15T12:00:00.000Z';
const ADMIN = { actorId: randomUUID(), actorRole: 'admin' as const };

const envelope = (aggregateId: string, occurredAt: string) => ({
  eventId: randomUUID(),
  occurredAt,
  aggregateId,
});

const registered = (userId: string, name: string, at: string): AdminReadModelEvent => ({
  topic: 'auth.user.registered.v1',
  payload: { ...envelope(userId, at), userId, username: name, email: `${name}@example.com` },
});

const updated = (userId: string, name: string, email: string, at: string): AdminReadModelEvent => ({
  topic: 'auth.user.updated.v1',
  payload: { ...envelope(userId, at), userId, username: name, email, timezone: 'Europe/Paris' },
});

const record = (
  topic: 'travel.entry.created.v1' | 'travel.entry.updated.v1' | 'travel.entry.deleted.v1',
  userId: string,
  entryId: string,
  entryDate: string,
  at: string,
): AdminReadModelEvent =>
  ({
    topic,
    payload: {
      ...envelope(entryId, at),
      userId,
      entryType: 'entry',
      entryDate,
      daysUsed: 0,
      ...(topic === 'travel.entry.deleted.v1' ? {} : { country: null }),
    },
  }) as AdminReadModelEvent;

describe('admin read model', () => {
  let db: TestDatabase;
  let database: ReportingDatabase;
  let stats: AdminStatsService;

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = loadConfig(ReportingEnv, { DATABASE_URL: db.url });
    expect(await runCli(['migrate'], { env: { DATABASE_URL: db.url } })).toBe(0);
    database = new ReportingDatabase(env);
    stats = new AdminStatsService(database, () => new Date(NOW));
  });

  afterAll(async () => {
    await database?.onApplicationShutdown();
    await db?.drop();
  });

  async function apply(...events: AdminReadModelEvent[]): Promise<void> {
    const client = await database.pool.connect();
    try {
      for (const event of events) await applyAdminEvent(client, event);
    } finally {
      client.release();
    }
  }

  it('converges when entries arrive before the registration and updates after deletions', async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    const [e1, e2, e3] = [randomUUID(), randomUUID(), randomUUID()];
    await apply(
      record('travel.entry.created.v1', alice, e1, '2025-01-01', '2025-06-01T10:00:00.000Z'),
      registered(alice, 'alice', '2025-05-01T10:00:00.000Z'),
      record('travel.entry.updated.v1', alice, e2, '2025-02-05', '2025-06-10T10:00:00.000Z'),
      record('travel.entry.created.v1', alice, e2, '2025-02-01', '2025-06-09T10:00:00.000Z'),
      record('travel.entry.deleted.v1', alice, e3, '2025-03-01', '2025-06-11T10:00:00.000Z'),
      record('travel.entry.created.v1', alice, e3, '2025-03-01', '2025-06-10T09:00:00.000Z'),
      registered(bob, 'bob', '2025-01-01T10:00:00.000Z'),
    );
    const result = await stats.stats({ ...ADMIN });
    expect(result).toMatchObject({ total_users: 2, total_entries: 2, active_users_last_7_days: 1 });
    expect(result.users).toEqual([
      {
        id: alice,
        username: 'alice',
        email: 'alice@example.com',
        created_at: '2025-05-01T10:00:00.000Z',
        entry_count: 2,
        last_entry_date: '2025-02-05',
      },
      expect.objectContaining({ id: bob, entry_count: 0, last_entry_date: null }),
    ]);

    // A deleted user leaves the totals, and a late event about them changes nothing.
    await apply({
      topic: 'auth.user.deleted.v1',
      payload: {
        ...envelope(alice, '2025-06-12T10:00:00.000Z'),
        userId: alice,
        username: 'alice',
        email: 'alice@example.com',
        deletedBy: 'admin',
      },
    });
    await apply(
      record(
        'travel.entry.created.v1',
        alice,
        randomUUID(),
        '2025-04-01',
        '2025-06-12T09:00:00.000Z',
      ),
    );
    expect(await stats.stats({ ...ADMIN })).toMatchObject({
      total_users: 1,
      total_entries: 0,
      users: [expect.objectContaining({ id: bob })],
    });
    expect(await stats.userIds({ ...ADMIN })).toEqual({ ids: [bob] });
  });

  it('pages newest first with next_cursor until the last page', async () => {
    for (let day = 10; day < 15; day += 1) {
      await apply(registered(randomUUID(), `pager${day}`, `2024-01-${day}T00:00:00.000Z`));
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await stats.stats({ ...ADMIN, limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.users.map((u) => u.username));
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    expect(seen).toEqual(['bob', 'pager14', 'pager13', 'pager12', 'pager11', 'pager10']);
  });

  it('counts as active a user whose only recent activity arrived before their registration event', async () => {
    const before = (await stats.stats({ ...ADMIN })).active_users_last_7_days;
    const carol = randomUUID();
    await apply(
      // Recorded two days before NOW, delivered before the (month-old) registration.
      record(
        'travel.entry.created.v1',
        carol,
        randomUUID(),
        '2025-06-01',
        '2025-06-13T08:00:00.000Z',
      ),
      registered(carol, 'carol', '2025-05-10T10:00:00.000Z'),
    );
    const result = await stats.stats({ ...ADMIN });
    expect(result.active_users_last_7_days).toBe(before + 1);
    expect(result.users).toContainEqual(
      expect.objectContaining({ id: carol, entry_count: 1, last_entry_date: '2025-06-01' }),
    );
  });

  it('keeps the newest e-mail from profile saves, whatever order they and the registration arrive in', async () => {
    const dave = randomUUID();
    const erin = randomUUID();
    await apply(
      registered(dave, 'dave', '2025-04-01T10:00:00.000Z'),
      updated(dave, 'dave', 'dave@new.example', '2025-06-02T10:00:00.000Z'),
      // An older save delivered late changes nothing.
      updated(dave, 'dave', 'dave@old.example', '2025-05-02T10:00:00.000Z'),
      // Erin's save arrives before her registration.
      updated(erin, 'erin', 'erin@new.example', '2025-06-03T10:00:00.000Z'),
      registered(erin, 'erin', '2025-03-01T10:00:00.000Z'),
    );
    const { users } = await stats.stats({ ...ADMIN, limit: 100 });
    expect(users).toContainEqual(expect.objectContaining({ id: dave, email: 'dave@new.example' }));
    expect(users).toContainEqual(
      expect.objectContaining({
        id: erin,
        email: 'erin@new.example',
        created_at: '2025-03-01T10:00:00.000Z',
      }),
    );
  });

  /** One user's history, delivered out of order: entries before the registration, late updates. */
  function history(user: string, name: string): AdminReadModelEvent[] {
    const [e1, e2, e3, e4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const at = (hour: number) =>
      `2025-06-1${Math.floor(hour / 24)}T${String(hour % 24).padStart(2, '0')}:00:00.000Z`;
    return [
      record('travel.entry.created.v1', user, e1, '2025-01-01', at(1)),
      record('travel.entry.deleted.v1', user, e2, '2025-02-01', at(9)),
      registered(user, name, '2025-05-01T10:00:00.000Z'),
      record('travel.entry.created.v1', user, e2, '2025-02-01', at(2)),
      record('travel.entry.updated.v1', user, e3, '2025-03-09', at(8)),
      record('travel.entry.created.v1', user, e3, '2025-03-01', at(3)),
      record('travel.entry.updated.v1', user, e3, '2025-03-05', at(5)),
      record('travel.entry.created.v1', user, e4, '2025-04-01', at(4)),
      record('travel.entry.created.v1', user, e4, '2025-04-01', at(4)),
      updated(user, name, `${name}@new.example`, at(6)),
      record('travel.entry.updated.v1', user, e1, '2025-01-02', at(7)),
    ];
  }

  async function stateOf(user: string): Promise<unknown> {
    const { rows: users } = await database.pool.query(
      `SELECT email, created_at, entry_count, last_entry_date::text, last_active_at
         FROM admin_users WHERE user_id = $1`,
      [user],
    );
    const { rows: entries } = await database.pool.query(
      `SELECT entry_date::text, deleted, changed_at FROM admin_entries WHERE user_id = $1
        ORDER BY entry_date, deleted, changed_at`,
      [user],
    );
    return { user: users[0], entries };
  }

  it('applies a batch, in any order, as applying its events one by one does', async () => {
    const [one, batched, reversed] = [randomUUID(), randomUUID(), randomUUID()];
    await apply(...history(one, 'same'));
    const client = await database.pool.connect();
    try {
      await applyAdminEvents(client, history(batched, 'same'));
      await applyAdminEvents(client, history(reversed, 'same').reverse());
    } finally {
      client.release();
    }
    const expected = await stateOf(one);
    expect(expected).toMatchObject({
      user: { email: 'same@new.example', entry_count: 3, last_entry_date: '2025-04-01' },
    });
    expect(await stateOf(batched)).toEqual(expected);
    expect(await stateOf(reversed)).toEqual(expected);
  });

  it('applies the record events of a batch in a few statements, whatever its size', async () => {
    const users = [randomUUID(), randomUUID(), randomUUID()];
    const events = users.flatMap((user, index) => [
      registered(user, `few${index}`, '2025-05-01T10:00:00.000Z'),
      ...Array.from({ length: 10 }, (_, day) =>
        record(
          'travel.entry.created.v1',
          user,
          randomUUID(),
          `2025-01-${String(day + 1).padStart(2, '0')}`,
          '2025-06-01T10:00:00.000Z',
        ),
      ),
    ]);
    const client = await database.pool.connect();
    const query = jest.spyOn(client, 'query');
    try {
      await applyAdminEvents(client, events);
    } finally {
      client.release();
    }
    // 3 registrations one by one, 1 statement for the 30 creations, 1 recount of the 3 users.
    expect(query).toHaveBeenCalledTimes(5);
    expect(await stats.stats({ ...ADMIN, limit: 100 })).toMatchObject({
      users: expect.arrayContaining(
        users.map((id) => expect.objectContaining({ id, entry_count: 10 })),
      ),
    });
  });

  it('refuses a caller who is not an admin with FORBIDDEN', async () => {
    await expect(stats.stats({ actorId: randomUUID(), actorRole: 'user' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(stats.userIds({ actorId: randomUUID(), actorRole: 'user' })).rejects.toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
  });
});
