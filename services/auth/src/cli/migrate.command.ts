import { migrateSchema } from '@app/persistence';
import type { CliOutput } from '@app/nest-core';

import type { AuthEnv } from '../config/env.schema';
import { authDataSourceOptions } from '../database/auth-data-source';

/** `migrate`: creates the schema if needed and applies every pending migration, each in its own transaction. */
export async function migrate(env: AuthEnv, output: CliOutput): Promise<void> {
  output.out(
    await migrateSchema(authDataSourceOptions(env), env.DATABASE_URL, env.DATABASE_SCHEMA),
  );
}
