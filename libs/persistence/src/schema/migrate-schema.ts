import { DataSource } from 'typeorm';

import type { PostgresDataSourceOptions } from '../postgres-options';
import { ensureSchema } from './ensure-schema';

/**
 * Opens a DataSource for one short task (a CLI command) and always closes it.
 *
 * @example
 * await withDataSource(options, (dataSource) => dataSource.query('SELECT 1'));
 */
export async function withDataSource<T>(
  options: PostgresDataSourceOptions,
  use: (dataSource: DataSource) => Promise<T>,
): Promise<T> {
  const dataSource = new DataSource({ ...options, logging: ['warn'] });
  await dataSource.initialize();
  try {
    return await use(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/**
 * A service's `migrate` command: creates its schema if needed and applies every pending migration,
 * each in its own transaction. Returns the line to print.
 *
 * @example
 * output.out(await migrateSchema(authDataSourceOptions(env), env.DATABASE_URL, env.DATABASE_SCHEMA));
 */
export async function migrateSchema(
  options: PostgresDataSourceOptions,
  url: string,
  schema: string,
): Promise<string> {
  await ensureSchema(url, schema);
  const applied = await withDataSource(options, (dataSource) =>
    dataSource.runMigrations({ transaction: 'each' }),
  );
  return applied.length === 0
    ? `Schema "${schema}" is up to date.`
    : `Applied ${applied.length} migration(s) to "${schema}": ${applied.map((m) => m.name).join(', ')}`;
}
