import { migrateSchema } from '@app/persistence';
import type { CliOutput } from '@app/nest-core';

import type { TravelEnv } from '../config/env.schema';
import { travelDataSourceOptions } from '../database/travel-data-source';

/** `migrate`: creates the schema if needed and applies every pending migration, each in its own transaction. */
export async function migrate(env: TravelEnv, output: CliOutput): Promise<void> {
  output.out(
    await migrateSchema(travelDataSourceOptions(env), env.DATABASE_URL, env.DATABASE_SCHEMA),
  );
}
