import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { exitOnShutdownSignals, loadConfig, ShutdownEnv } from '@app/nest-core';

import { createNotificationMicroservice } from './bootstrap';
import { NotificationEnv } from './config/env.schema';

/**
 * The notification service process: validated configuration first, then the RPC server and the
 * event consumer until SIGTERM.
 */
async function main(): Promise<void> {
  const env = loadConfig(NotificationEnv);
  const { SHUTDOWN_GRACE_MS } = loadConfig(ShutdownEnv);
  const app = await createNotificationMicroservice(env, { shutdownGraceMs: SHUTDOWN_GRACE_MS });
  // SIGTERM/SIGINT: stop consuming, let the calls in flight answer (SHUTDOWN_GRACE_MS at most), close
  // the TCP server, then Redis, the bus and Postgres; exit 0.
  exitOnShutdownSignals(app);
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
