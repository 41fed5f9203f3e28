/**
 * The migration to levels and once-only keys per traveller (issue #22, ADR 0034 part 5) on a
 * schema holding real rows: every existing row stays, as the account holder's (a null
 * `traveller_id`), the holder still has one row per key, and another traveller's rows sit beside
 * it; `down` gives back the old keys.
 */
import { randomUUID } from 'node:crypto';

import { DataSource } from 'typeorm';

import { migrateSchema } from '@app/persistence';
import { loadConfig } from '@app/nest-core';
import { createTestDatabase, type TestDatabase } from '@app/testing';

import { NotificationEnv } from '../src/config/env.schema';
import {
  NOTIFICATION_MIGRATIONS,
  notificationDataSourceOptions,
} from '../src/database/notification-data-source';
import { AddTravellerToLevelsAndScheduledEmails1765200000000 } from '../src/migrations/1765200000000-add-traveller-to-levels-and-scheduled-emails';

describe('the migration to levels per traveller', () => {
  let database: TestDatabase;
  let env: NotificationEnv;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = loadConfig(NotificationEnv, { DATABASE_URL: database.url });
  });

  afterAll(async () => {
    await database.drop();
  });

  it("keeps every row as the account holder's, one per key, and lets another traveller's sit beside it", async () => {
    const before = NOTIFICATION_MIGRATIONS.indexOf(
      AddTravellerToLevelsAndScheduledEmails1765200000000,
    );
    expect(before).toBeGreaterThan(0);
    const options = notificationDataSourceOptions(env);
    await migrateSchema(
      { ...options, migrations: NOTIFICATION_MIGRATIONS.slice(0, before) },
      env.DATABASE_URL,
      env.DATABASE_SCHEMA,
    );
    const [ada, bob, sam] = [randomUUID(), randomUUID(), randomUUID()];
    const db = new DataSource({ ...options, logging: false });
    await db.initialize();
    try {
      await db.query(
        `INSERT INTO compliance_levels
           (user_id, level, days_used, observed_at, changes_seen, changes_settled) VALUES
           ($1, 'warning', 74, '2026-05-01T08:00:00Z', 3, 3),
           ($2, 'exceeded', 92, '2026-05-02T08:00:00Z', 5, 4)`,
        [ada, bob],
      );
      await db.query(
        `INSERT INTO scheduled_emails (user_id, kind, period) VALUES
           ($1, 'weekly-summary', '2026-W18'), ($1, 'last-day-reminder', '2026-05-01')`,
        [ada],
      );
      const levelColumns = `user_id, level, days_used, observed_at, changes_seen, changes_settled`;
      const levelsBefore = await db.query(
        `SELECT ${levelColumns} FROM compliance_levels ORDER BY user_id`,
      );

      await migrateSchema(options, env.DATABASE_URL, env.DATABASE_SCHEMA);

      expect(
        await db.query(
          `SELECT ${levelColumns} FROM compliance_levels WHERE traveller_id IS NULL ORDER BY user_id`,
        ),
      ).toEqual(levelsBefore);
      expect(
        await db.query(
          `SELECT kind, period FROM scheduled_emails WHERE traveller_id IS NULL ORDER BY kind`,
        ),
      ).toEqual([
        { kind: 'last-day-reminder', period: '2026-05-01' },
        { kind: 'weekly-summary', period: '2026-W18' },
      ]);

      // The holder keeps one row per key: a second null-traveller row is a conflict.
      const upsert = `INSERT INTO compliance_levels
          (user_id, traveller_id, level, days_used, observed_at, changes_seen)
        VALUES ($1, $2, 'safe', 0, now(), 1)
        ON CONFLICT (user_id, traveller_id) DO UPDATE
          SET changes_seen = compliance_levels.changes_seen + 1`;
      await db.query(upsert, [ada, null]);
      await db.query(upsert, [ada, sam]);
      expect(
        await db.query(
          `SELECT traveller_id, level, changes_seen FROM compliance_levels
            WHERE user_id = $1 ORDER BY traveller_id NULLS FIRST`,
          [ada],
        ),
      ).toEqual([
        { traveller_id: null, level: 'warning', changes_seen: 4 },
        { traveller_id: sam, level: 'safe', changes_seen: 1 },
      ]);
      const claim = `INSERT INTO scheduled_emails (user_id, traveller_id, kind, period)
        VALUES ($1, $2, 'last-day-reminder', '2026-05-01') ON CONFLICT DO NOTHING RETURNING kind`;
      expect(await db.query(claim, [ada, null])).toEqual([]);
      expect(await db.query(claim, [ada, sam])).toEqual([{ kind: 'last-day-reminder' }]);

      // Down: another traveller's rows go, the holder's keep the old primary keys.
      await db.undoLastMigration();
      expect(
        await db.query(`SELECT user_id, changes_seen FROM compliance_levels ORDER BY user_id`),
      ).toEqual(
        [
          { user_id: ada, changes_seen: 4 },
          { user_id: bob, changes_seen: 5 },
        ].sort((a, b) => a.user_id.localeCompare(b.user_id)),
      );
      expect(await db.query(`SELECT count(*)::int AS n FROM scheduled_emails`)).toEqual([{ n: 2 }]);
    } finally {
      await db.destroy();
    }
  });
});
