import type { OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';

import type { BillingEnv } from '../config/env.schema';

/**
 * A small pg pool (the service's schema first on the search path) for the outbox relay, which
 * works outside TypeORM. Connections open on first use; the pool ends at shutdown.
 */
export class BillingDatabase implements OnApplicationShutdown {
  readonly pool: Pool;

  constructor(env: BillingEnv) {
    this.pool = new Pool({
      connectionString: env.DATABASE_URL,
      max: 2,
      application_name: 'billing-outbox',
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
