import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { exitOnShutdownSignals, loadConfig, ShutdownEnv } from '@app/nest-core';

import { createAuthMicroservice } from './bootstrap';
import { AuthEnv } from './config/env.schema';

/** The auth service process: validated configuration first, then the RPC server until SIGTERM. */
async function main(): Promise<void> {
  const env = loadConfig(AuthEnv);
  const { SHUTDOWN_GRACE_MS } = loadConfig(ShutdownEnv);
  const app = await createAuthMicroservice(env, {
    relayOutbox: true,
    shutdownGraceMs: SHUTDOWN_GRACE_MS,
  });
  // SIGTERM/SIGINT: refuse new calls, let those in flight answer (SHUTDOWN_GRACE_MS at most), close
  // the TCP server, then Postgres and Redis connections; exit 0.
  exitOnShutdownSignals(app);
  await app.listen();
  new Logger('auth').log(
    `Auth service listening on ${env.AUTH_SERVICE_HOST}:${env.AUTH_SERVICE_PORT} (schema ${env.DATABASE_SCHEMA})`,
  );
}

main().catch((error: unknown) => {
  console.error(`Auth service failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
