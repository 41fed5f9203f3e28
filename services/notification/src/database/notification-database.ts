import type { OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';

import type { NotificationEnv } from '../config/env.schema';

/**
 * The service's Postgres pool (its own schema first on the search path), used by the idempotent
 * consumer's `processed_events`. Connections open on first use; the pool ends at shutdown.
 */
export class NotificationDatabase implements OnApplicationShutdown {
  readonly pool: Pool;

  constructor(env: NotificationEnv) {
    this.pool = new Pool({
      connectionString: env.DATABASE_URL,
      max: 4,
      application_name: 'notification',
      options: `-c search_path=${env.DATABASE_SCHEMA},public`,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client's error (e.g. Postgres restarted) must not end the process.
    this.pool.on('error', () => undefined);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
