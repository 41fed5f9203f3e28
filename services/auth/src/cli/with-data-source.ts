import type { DataSource } from 'typeorm';

import { withDataSource as withPostgres } from '@app/persistence';

import type { AuthEnv } from '../config/env.schema';
import { authDataSourceOptions } from '../database/auth-data-source';

/** Opens the auth schema's DataSource for one CLI command and always closes it. */
export function withDataSource<T>(
  env: AuthEnv,
  use: (dataSource: DataSource) => Promise<T>,
): Promise<T> {
  return withPostgres(authDataSourceOptions(env), use);
}
