import type { OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';

import type { ReportingEnv } from '../config/env.schema';

/**
 * The pg pool of the admin read model (the service's schema first on the search path).
 * Connections open on first use, so the travel exports run without Postgres; the pool ends at
 * shutdown.
 */
export class ReportingDatabase implements OnApplicationShutdown {
  readonly pool: Pool;

  constructor(env: ReportingEnv) {
    this.pool = new Pool({
      connectionString: env.DATABASE_URL,
      max: 4,
      application_name: 'reporting',
      options: `-c search_path=${env.DATABASE_SCHEMA},public`,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client's error (e.g. Postgres restarted) must not end the process.
    this.pool.on('error', () => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
