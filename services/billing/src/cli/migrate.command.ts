import { migrateSchema } from '@app/persistence';
import type { CliOutput } from '@app/nest-core';

import type { BillingEnv } from '../config/env.schema';
import { billingDataSourceOptions } from '../database/billing-data-source';

/** `migrate`: creates the schema if needed and applies every pending migration, each in its own transaction. */
export async function migrate(env: BillingEnv, output: CliOutput): Promise<void> {
  output.out(
    await migrateSchema(billingDataSourceOptions(env), env.DATABASE_URL, env.DATABASE_SCHEMA),
  );
}
