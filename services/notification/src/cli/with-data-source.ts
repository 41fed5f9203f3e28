import { DataSource } from 'typeorm';

import type { NotificationEnv } from '../config/env.schema';
import { notificationDataSourceOptions } from '../database/notification-data-source';

/** Opens the notification schema's DataSource for one CLI command and always closes it. */
export async function withDataSource<T>(
  env: NotificationEnv,
  use: (dataSource: DataSource) => Promise<T>,
): Promise<T> {
  const dataSource = new DataSource({ ...notificationDataSourceOptions(env), logging: ['warn'] });
  await dataSource.initialize();
  try {
    return await use(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
