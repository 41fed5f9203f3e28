import { DataSource } from 'typeorm';

import type { AuthEnv } from '../config/env.schema';
import { authDataSourceOptions } from '../database/auth-data-source';

/** Opens the auth schema's DataSource for one CLI command and always closes it. */
export async function withDataSource<T>(
  env: AuthEnv,
  use: (dataSource: DataSource) => Promise<T>,
): Promise<T> {
  const dataSource = new DataSource({ ...authDataSourceOptions(env), logging: ['warn'] });
  await dataSource.initialize();
  try {
    return await use(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
