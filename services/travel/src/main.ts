import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { exitOnShutdownSignals, loadConfig, ShutdownEnv } from '@app/nest-core';

import { createTravelMicroservice } from './bootstrap';
import { TravelEnv } from './config/env.schema';

/**
 * The travel service process: validated configuration first, then the RPC server, the
 * `auth.user.*` consumer and the outbox relay until SIGTERM.
 */
async function main(): Promise<void> {
  const env = loadConfig(TravelEnv);
  const { SHUTDOWN_GRACE_MS } = loadConfig(ShutdownEnv);
  const app = await createTravelMicroservice(env, {
    relayOutbox: true,
    shutdownGraceMs: SHUTDOWN_GRACE_MS,
  });
  // SIGTERM/SIGINT: stop consuming and relaying, let the calls in flight answer (SHUTDOWN_GRACE_MS at
  // most), close the TCP server, then Redis, the bus and Postgres; exit 0.
  exitOnShutdownSignals(app);
  await app.listen();
  new Logger('travel').log(
    `Travel service listening on ${env.TRAVEL_SERVICE_HOST}:${env.TRAVEL_SERVICE_PORT} (schema ${env.DATABASE_SCHEMA})`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `Travel service failed to start: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
