import type { Logger } from 'pino';

import { type ObservabilityEnv, readObservabilityEnv } from '../env/observability-env';
import { createProcessLogger } from '../logging/process-logger';
import { type MetricsServer, startMetricsServer } from '../metrics/metrics-server';
import { type ProcessMetrics, processMetrics } from '../metrics/process-metrics';
import { startTracing, type Tracing } from '../tracing/tracing';

/** Logs, traces and metrics of one process, as `startObservability` set them up. */
export interface ProcessObservability {
  /** The process's name: `gateway`, `travel`, `notification-worker`… */
  readonly name: string;
  readonly env: ObservabilityEnv;
  /**
   * The process's pino logger (nestjs-pino logs through it, see `observedModule`): one per
   * process, named after the first application started in it (tests start several in one).
   */
  readonly logger: Logger;
  /** The process's metrics, served on METRICS_PORT when it is set. */
  readonly metrics: ProcessMetrics;
  /** The port of `GET /metrics`, when METRICS_PORT is set. */
  readonly metricsPort: number | undefined;
  /** Stops the metrics server and flushes the traces (the last user of them in the process). */
  close(): Promise<void>;
}

/** What a process runs once, however many applications it starts (tests start several). */
interface Shared {
  users: number;
  logger: Logger;
  tracing: Tracing | undefined;
  server: MetricsServer | undefined;
}

let shared: Promise<Shared> | undefined;

/**
 * Sets up the observability of process `name` from its environment (`readObservabilityEnv`):
 * its pino logger, OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (nothing is
 * loaded otherwise), and `GET /metrics` of `processMetrics()` on METRICS_PORT when it is set
 * (unless `metricsServer: false`: the gateway serves its own registry there). Call it first, before the
 * application is created; pass the result to `observedModule`, which closes it at shutdown.
 * Malformed variables throw, naming each.
 *
 * @example
 * const observability = await startObservability('travel');
 */
export async function startObservability(
  name: string,
  source: NodeJS.ProcessEnv = process.env,
  { metricsServer = true }: { metricsServer?: boolean } = {},
): Promise<ProcessObservability> {
  const env = readObservabilityEnv(source);
  const metrics = processMetrics();
  shared ??= startShared(name, env, metricsServer ? metrics : undefined);
  const resources = await shared;
  resources.users += 1;
  let closed = false;
  return {
    name,
    env,
    logger: resources.logger,
    metrics,
    metricsPort: resources.server?.port,
    close: async () => {
      if (closed) return;
      closed = true;
      resources.users -= 1;
      if (resources.users > 0) return;
      shared = undefined;
      await Promise.all([resources.server?.close(), resources.tracing?.shutdown()]);
    },
  };
}

async function startShared(
  name: string,
  env: ObservabilityEnv,
  metrics: ProcessMetrics | undefined,
): Promise<Shared> {
  const tracing = await startTracing({
    serviceName: env.otelServiceName ?? name,
    batchDelayMs: env.otelBatchDelayMs,
    ...(env.otlpEndpoint === undefined ? {} : { endpoint: env.otlpEndpoint }),
  });
  const server =
    env.metricsPort === undefined || metrics === undefined
      ? undefined
      : await startMetricsServer(metrics, { port: env.metricsPort, host: env.metricsHost });
  return { users: 0, logger: createProcessLogger(name, env), tracing, server };
}
