/**
 * The migration to several travellers (issue #22) on a schema holding real rows: every account
 * gets exactly one account holder's traveller, and every record moves to it with every other
 * column unchanged; nothing is lost. And the one adding each traveller's reminder switch: every
 * existing traveller keeps getting reminders.
 */
import { DataSource } from 'typeorm';

import { ACCOUNT_HOLDER_TRAVELLER_NAME } from '@app/contracts';
import { migrateSchema } from '@app/persistence';
import { loadConfig } from '@app/nest-core';
import { createTestDatabase, type TestDatabase } from '@app/testing';

import { TravelEnv } from '../src/config/env.schema';
import { TRAVEL_MIGRATIONS, travelDataSourceOptions } from '../src/database/travel-data-source';
import { CreateTravellers1764500000000 } from '../src/migrations/1764500000000-create-travellers';
import { AddTravellerEmailReminders1765000000000 } from '../src/migrations/1765000000000-add-traveller-email-reminders';
import { aUserId } from './support/travel-test-service';

const RECORD_COLUMNS = `id, user_id, entry_type, to_char(entry_date, 'YYYY-MM-DD') AS entry_date,
  country, notes, created_at`;

/**
 * A database of its own for a describe block, and the step every test here starts with: the schema
 * migrated up to (not including) the migration under test, and a data source on it; `migrateRest`
 * then runs that migration and any after it.
 */
function aDatabaseBefore(migration: (typeof TRAVEL_MIGRATIONS)[number]) {
  let database: TestDatabase;
  let env: TravelEnv;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = loadConfig(TravelEnv, { DATABASE_URL: database.url });
  });

  afterAll(async () => {
    await database.drop();
  });

  return async () => {
    const before = TRAVEL_MIGRATIONS.indexOf(migration);
    expect(before).toBeGreaterThan(0);
    const options = travelDataSourceOptions(env);
    await migrateSchema(
      { ...options, migrations: TRAVEL_MIGRATIONS.slice(0, before) },
      env.DATABASE_URL,
      env.DATABASE_SCHEMA,
    );
    const db = new DataSource({ ...options, migrations: [], logging: false });
    await db.initialize();
    return {
      db,
      migrateRest: () => migrateSchema(options, env.DATABASE_URL, env.DATABASE_SCHEMA),
    };
  };
}

describe('the travellers migration', () => {
  const migrateUpTo = aDatabaseBefore(CreateTravellers1764500000000);

  it("moves every record to its account holder's traveller, with no loss", async () => {
    const { db, migrateRest } = await migrateUpTo();

    const ada = aUserId();
    const grace = aUserId();
    const zoneOnly = aUserId();
    try {
      await db.query(
        `INSERT INTO travel_entries (user_id, entry_type, entry_date, country, notes, created_at) VALUES
           ($1, 'entry', '2024-01-02', 'France', 'Paris, "quoted"', '2024-01-01T10:00:00.123456Z'),
           ($1, 'exit', '2024-01-09', 'France', NULL, '2024-01-01T10:00:00.123457Z'),
           ($1, 'entry', '2025-03-01', NULL, 'ongoing ✈', '2025-02-01T08:00:00Z'),
           ($2, 'exit', '2023-05-05', NULL, NULL, '2023-05-06T00:00:00Z'),
           ($2, 'entry', '2023-06-01', 'Croatia', 'x', '2023-05-06T00:00:01Z')`,
        [ada, grace],
      );
      await db.query(
        `INSERT INTO user_time_zones (user_id, time_zone, changed_at)
         VALUES ($1, 'Europe/Paris', now()), ($2, 'Pacific/Auckland', now())`,
        [ada, zoneOnly],
      );
      const recordsBefore = await db.query(
        `SELECT ${RECORD_COLUMNS} FROM travel_entries ORDER BY id`,
      );
      expect(recordsBefore).toHaveLength(5);

      await migrateRest();

      const travellers = await db.query<
        Array<{ id: string; user_id: string; name: string; is_account_holder: boolean }>
      >('SELECT id, user_id, name, is_account_holder FROM travellers ORDER BY user_id');
      expect(travellers).toHaveLength(3);
      expect(travellers.map((row) => row.user_id).sort()).toEqual([ada, grace, zoneOnly].sort());
      for (const row of travellers) {
        expect(row).toMatchObject({ name: ACCOUNT_HOLDER_TRAVELLER_NAME, is_account_holder: true });
      }
      const holderOf = new Map(travellers.map((row) => [row.user_id, row.id]));

      const after = await db.query<Array<{ user_id: string; traveller_id: string }>>(
        `SELECT ${RECORD_COLUMNS}, traveller_id FROM travel_entries ORDER BY id`,
      );
      expect(after.map(({ traveller_id: _t, ...rest }) => rest)).toEqual(recordsBefore);
      for (const row of after) expect(row.traveller_id).toBe(holderOf.get(row.user_id));

      // A record must now name a traveller, and goes with them.
      await expect(
        db.query(
          `INSERT INTO travel_entries (user_id, entry_type, entry_date) VALUES ($1, 'entry', '2025-01-01')`,
          [ada],
        ),
      ).rejects.toThrow('traveller_id');
      await db.query('DELETE FROM travellers WHERE id = $1', [holderOf.get(grace)]);
      const [left] = await db.query<Array<{ count: string }>>(
        'SELECT count(*) FROM travel_entries WHERE user_id = $1',
        [grace],
      );
      expect(Number(left?.count)).toBe(0);
      // One account holder's traveller per account.
      await expect(
        db.query(
          `INSERT INTO travellers (user_id, name, is_account_holder) VALUES ($1, 'Again', true)`,
          [ada],
        ),
      ).rejects.toThrow('travellers_account_holder_key');
    } finally {
      await db.destroy();
    }
  });
});

describe("the travellers' reminder switch migration", () => {
  const migrateUpTo = aDatabaseBefore(AddTravellerEmailReminders1765000000000);

  it('switches reminders on for every existing traveller, the rest of their row unchanged', async () => {
    const { db, migrateRest } = await migrateUpTo();

    const ada = aUserId();
    try {
      await db.query(
        `INSERT INTO travellers (user_id, name, is_account_holder, passport_issue_date, nationality_note)
         VALUES ($1, 'Me', true, NULL, 'Australian'), ($1, 'Sam', false, '2020-03-01', NULL)`,
        [ada],
      );
      const columns = `id, name, is_account_holder, to_char(passport_issue_date, 'YYYY-MM-DD') AS
        passport_issue_date, nationality_note, created_at`;
      const rowsBefore = await db.query<object[]>(
        `SELECT ${columns} FROM travellers ORDER BY name`,
      );

      await migrateRest();

      const after = await db.query<Array<{ email_reminders: boolean }>>(
        `SELECT ${columns}, email_reminders FROM travellers ORDER BY name`,
      );
      expect(after).toEqual(rowsBefore.map((row) => ({ ...row, email_reminders: true })));
      // A new traveller gets them too; the account holder's stays true (the profile's is theirs).
      await db.query(`INSERT INTO travellers (user_id, name) VALUES ($1, 'Kim')`, [ada]);
      const [kim] = await db.query<Array<{ email_reminders: boolean }>>(
        `SELECT email_reminders FROM travellers WHERE name = 'Kim'`,
      );
      expect(kim?.email_reminders).toBe(true);
      await db.query(`UPDATE travellers SET email_reminders = false WHERE name = 'Sam'`);
      await expect(
        db.query(`UPDATE travellers SET email_reminders = false WHERE is_account_holder`),
      ).rejects.toThrow('travellers_account_holder_reminders_on_profile');
    } finally {
      await db.destroy();
    }
  });
});
