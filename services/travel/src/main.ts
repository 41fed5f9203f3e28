import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { loadConfig } from '@app/nest-core';

import { createTravelMicroservice } from './bootstrap';
import { TravelEnv } from './config/env.schema';

/**
 * The travel service process: validated configuration first, then the RPC server, the
 * `auth.user.deleted.v1` consumer and the outbox relay until SIGTERM.
 */
async function main(): Promise<void> {
  const env = loadConfig(TravelEnv);
  const app = await createTravelMicroservice(env, { relayOutbox: true });
  // SIGTERM/SIGINT: stop consuming, close the TCP server, the relay, then Redis, the bus and Postgres.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
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
