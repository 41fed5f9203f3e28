import { migrateSchema } from '@app/persistence';
import type { CliOutput } from '@app/nest-core';

import type { NotificationEnv } from '../config/env.schema';
import { notificationDataSourceOptions } from '../database/notification-data-source';

/** `migrate`: creates the schema if needed and applies every pending migration, each in its own transaction. */
export async function migrate(env: NotificationEnv, output: CliOutput): Promise<void> {
  output.out(
    await migrateSchema(notificationDataSourceOptions(env), env.DATABASE_URL, env.DATABASE_SCHEMA),
  );
}
