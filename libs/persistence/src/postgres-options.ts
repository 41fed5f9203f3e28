import type { DataSourceOptions, LoggerOptions, MixedList } from 'typeorm';
import type { EntitySchema } from 'typeorm';

import { SnakeNamingStrategy } from './naming/snake-naming.strategy';
import { quoteSchema } from './schema/schema-name';

/** The Postgres member of TypeORM's options union. */
export type PostgresDataSourceOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

export interface PostgresOptionsInput {
  /** `postgres://user:password@host:5432/database` */
  url: string;
  /** The service's own schema: its tables and its migrations table live there. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type
  migrations?: MixedList<Function | string>;
  /** Shown in pg_stat_activity, e.g. 'auth'. Defaults to the schema name. */
  applicationName?: string;
  /** Connections in the pool (default 10). */
  poolSize?: number;
  /**
   * TypeORM's own logging (default warnings and migrations). Failed queries are not logged here
   * because TypeORM prints their parameters (hashes, personal data); the caller reports the error.
   */
  logging?: LoggerOptions;
}

/**
 * TypeORM options for one service's Postgres schema: snake_case naming, the schema as default for
 * every table, the migrations table (`<schema>.migrations`) beside them, `search_path` set to the
 * schema for raw SQL, and never `synchronize`: the schema changes only through migrations.
 *
 * @example
 * new DataSource(postgresOptions({ url, schema: 'auth', entities: [UserEntity], migrations }))
 */
export function postgresOptions(input: PostgresOptionsInput): PostgresDataSourceOptions {
  quoteSchema(input.schema);
  return {
    type: 'postgres',
    url: input.url,
    schema: input.schema,
    entities: input.entities,
    migrations: input.migrations ?? [],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    installExtensions: false,
    applicationName: input.applicationName ?? input.schema,
    poolSize: input.poolSize ?? 10,
    logging: input.logging ?? ['warn', 'migration'],
    extra: { options: `-c search_path=${input.schema},public` },
  };
}
