import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { exitOnShutdownSignals, loadConfig, ShutdownEnv } from '@app/nest-core';

import { createReportingMicroservice } from './bootstrap';
import { ReportingEnv } from './config/env.schema';

/**
 * The reporting service process: validated configuration first, then the RPC server until
 * SIGTERM (which closes the TCP server, the queue, Redis and the travel client).
 */
async function main(): Promise<void> {
  const env = loadConfig(ReportingEnv);
  const { SHUTDOWN_GRACE_MS } = loadConfig(ShutdownEnv);
  const app = await createReportingMicroservice(env, { shutdownGraceMs: SHUTDOWN_GRACE_MS });
  // SIGTERM/SIGINT: let the calls in flight answer (SHUTDOWN_GRACE_MS at most), close the TCP server,
  // the queue, Redis and the travel client; exit 0.
  exitOnShutdownSignals(app);
  await app.listen();
  new Logger('reporting').log(
    `Reporting service listening on ${env.REPORTING_SERVICE_HOST}:${env.REPORTING_SERVICE_PORT} (PDF queue ${env.REDIS_KEY_PREFIX}bull:pdf-render, travel at ${env.TRAVEL_SERVICE_HOST}:${env.TRAVEL_SERVICE_PORT})`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `Reporting service failed to start: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
