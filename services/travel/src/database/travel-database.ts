import type { OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';

import type { TravelEnv } from '../config/env.schema';

/**
 * A small pg pool (the service's schema first on the search path) for what lives outside TypeORM:
 * the idempotent consumer's `processed_events` with its effect (the outbox relay has a pool of its
 * own, OutboxRelayModule). Connections open on first use; the pool ends at shutdown.
 */
export class TravelDatabase implements OnApplicationShutdown {
  readonly pool: Pool;

  constructor(env: TravelEnv) {
    this.pool = new Pool({
      connectionString: env.DATABASE_URL,
      max: 4,
      application_name: 'travel-events',
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
