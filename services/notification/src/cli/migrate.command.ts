import { ensureSchema } from '@app/persistence';

import type { NotificationEnv } from '../config/env.schema';
import type { CliOutput } from './cli-output';
import { withDataSource } from './with-data-source';

/** `migrate`: creates the schema if needed and applies every pending migration, each in its own transaction. */
export async function migrate(env: NotificationEnv, output: CliOutput): Promise<void> {
  await ensureSchema(env.DATABASE_URL, env.DATABASE_SCHEMA);
  const applied = await withDataSource(env, (dataSource) =>
    dataSource.runMigrations({ transaction: 'each' }),
  );
  output.out(
    applied.length === 0
      ? `Schema "${env.DATABASE_SCHEMA}" is up to date.`
      : `Applied ${applied.length} migration(s) to "${env.DATABASE_SCHEMA}": ${applied.map((m) => m.name).join(', ')}`,
  );
}
