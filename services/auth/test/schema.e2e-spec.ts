import { DataSource } from 'typeorm';

import { loadConfig } from '@app/nest-core';
import { createTestDatabase, RecordedOutput, type TestDatabase } from '@app/testing';

import { migrate } from '../src/cli/migrate.command';
import { AuthEnv } from '../src/config/env.schema';
import { AUTH_MIGRATIONS, authDataSourceOptions } from '../src/database/auth-data-source';

describe('auth schema migrations', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = loadConfig(AuthEnv, { DATABASE_URL: database.url });
    await migrate(env, new RecordedOutput());
    dataSource = new DataSource({ ...authDataSourceOptions(env), logging: false });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database.drop();
  });

  it('build exactly the schema the entities describe', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('make e-mails unique ignoring case and usernames unique as written', async () => {
    const indexes = await dataSource.query<Array<{ indexname: string; indexdef: string }>>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'auth' AND tablename = 'users'",
    );
    expect(
      indexes.find((index) => index.indexname === 'users_email_lower_key')?.indexdef,
    ).toContain(
      'UNIQUE INDEX users_email_lower_key ON auth.users USING btree (lower((email)::text))',
    );
    expect(indexes.map((index) => index.indexname)).toContain('users_username_key');
  });

  it('refuse a role other than user or admin', async () => {
    await expect(
      dataSource.query(
        "INSERT INTO users (username, email, password_hash, role) VALUES ('x', 'x@example.com', 'h', 'root')",
      ),
    ).rejects.toThrow('users_role_check');
  });

  it('keep an insurance period and a travel authorisation from ending before they start', async () => {
    const insert = (columns: string, values: string) =>
      dataSource.query(
        `INSERT INTO users (username, email, password_hash, ${columns}) VALUES ('p', 'p@example.com', 'h', ${values})`,
      );
    await expect(
      insert('insurance_start_date, insurance_end_date', "'2025-02-01', '2025-01-31'"),
    ).rejects.toThrow('users_insurance_period_check');
    await expect(
      insert('etias_applied_date, etias_valid_until', "'2026-02-01', '2026-01-31'"),
    ).rejects.toThrow('users_etias_dates_check');
  });

  it('undo cleanly', async () => {
    for (const _migration of AUTH_MIGRATIONS) {
      await dataSource.undoLastMigration({ transaction: 'each' });
    }
    const tables = await dataSource.query<Array<{ table_name: string }>>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'auth'",
    );
    expect(tables.map((table) => table.table_name)).toEqual(['migrations']);
    await dataSource.runMigrations({ transaction: 'each' });
  });
});
