import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { loadConfig } from '@app/nest-core';

import { createNotificationMicroservice } from './bootstrap';
import { NotificationEnv } from './config/env.schema';

/**
 * The notification service process: validated configuration first, then the RPC server and the
 * event consumer until SIGTERM.
 */
async function main(): Promise<void> {
  const env = loadConfig(NotificationEnv);
  const app = await createNotificationMicroservice(env);
  // SIGTERM/SIGINT: stop consuming, close the TCP server, then Redis, the bus and Postgres.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen();
  new Logger('notification').log(
    `Notification service listening on ${env.NOTIFICATION_SERVICE_HOST}:${env.NOTIFICATION_SERVICE_PORT} (schema ${env.DATABASE_SCHEMA}, queue prefix ${env.REDIS_KEY_PREFIX}bull)`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `Notification service failed to start: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
