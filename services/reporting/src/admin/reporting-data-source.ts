import { postgresOptions, type PostgresDataSourceOptions } from '@app/persistence';

import type { ReportingEnv } from '../config/env.schema';
import { CreateAdminReadModel1767000000000 } from '../migrations/1767000000000-create-admin-read-model';
import { TrackProfileChanges1767100000000 } from '../migrations/1767100000000-track-profile-changes';
import { IndexEntryChanges1767200000000 } from '../migrations/1767200000000-index-entry-changes';

/** Every migration of the reporting schema, oldest first. */
export const REPORTING_MIGRATIONS = [
  CreateAdminReadModel1767000000000,
  TrackProfileChanges1767100000000,
  IndexEntryChanges1767200000000,
];

/**
 * The TypeORM options of the reporting schema, used only by the CLI's `migrate`: at run time the
 * read model is plain SQL on `ReportingDatabase`'s pool.
 */
export function reportingDataSourceOptions(env: ReportingEnv): PostgresDataSourceOptions {
  return postgresOptions({
    url: env.DATABASE_URL,
    schema: env.DATABASE_SCHEMA,
    entities: [],
    migrations: REPORTING_MIGRATIONS,
    applicationName: 'reporting',
  });
}
