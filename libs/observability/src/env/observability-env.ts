/** The pino levels LOG_LEVEL takes, quietest last. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/**
 * The observability settings of one process, from its environment (see .env.example and
 * docs/operations.md). Every process reads the same variables; none is required.
 */
export interface ObservabilityEnv {
  /** LOG_LEVEL: the least severe level written (default `info`). */
  logLevel: LogLevelName;
  /** LOG_PRETTY=1: human-readable lines (pino-pretty); default: only when stdout is a terminal. */
  logPretty: boolean;
  /**
   * OTEL_EXPORTER_OTLP_ENDPOINT: the OTLP/HTTP collector (`http://collector:4318`); spans go to
   * `<endpoint>/v1/traces`. Unset: no tracing at all (no SDK is loaded).
   */
  otlpEndpoint: string | undefined;
  /** OTEL_SERVICE_NAME: the traces' `service.name` (default: the process's name). */
  otelServiceName: string | undefined;
  /** OTEL_BSP_SCHEDULE_DELAY: how long ended spans wait to be sent together (ms, default 5000). */
  otelBatchDelayMs: number;
  /** METRICS_PORT: the port of this process's `GET /metrics`; unset: no metrics server. */
  metricsPort: number | undefined;
  /** METRICS_HOST: the address it listens on (default 127.0.0.1; 0.0.0.0 in a cluster). */
  metricsHost: string;
}

/**
 * Reads the observability variables of `env`; throws one sentence listing every malformed value,
 * so that the process does not start half-observed.
 *
 * @example
 * readObservabilityEnv({ LOG_LEVEL: 'debug', METRICS_PORT: '9464' })
 * // → { logLevel: 'debug', metricsPort: 9464, metricsHost: '127.0.0.1', … }
 */
export function readObservabilityEnv(
  env: NodeJS.ProcessEnv = process.env,
  isTerminal = Boolean(process.stdout.isTTY),
): ObservabilityEnv {
  const problems: string[] = [];
  const logLevel = (env['LOG_LEVEL'] || 'info') as LogLevelName;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }
  const pretty = env['LOG_PRETTY'];
  if (pretty !== undefined && pretty !== '' && pretty !== '0' && pretty !== '1') {
    problems.push(`LOG_PRETTY must be 1 or 0 (got "${pretty}")`);
  }
  const otlpEndpoint = env['OTEL_EXPORTER_OTLP_ENDPOINT'] || undefined;
  if (otlpEndpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(otlpEndpoint)) {
    problems.push(
      `OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL such as http://localhost:4318 (got "${otlpEndpoint}")`,
    );
  }
  const portText = env['METRICS_PORT'] || undefined;
  const metricsPort = portText === undefined ? undefined : Number(portText);
  if (
    metricsPort !== undefined &&
    (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65_535)
  ) {
    problems.push(`METRICS_PORT must be a port number 1-65535 (got "${portText}")`);
  }
  const delayText = env['OTEL_BSP_SCHEDULE_DELAY'] || undefined;
  const otelBatchDelayMs = delayText === undefined ? 5_000 : Number(delayText);
  if (!Number.isInteger(otelBatchDelayMs) || otelBatchDelayMs < 0) {
    problems.push(
      `OTEL_BSP_SCHEDULE_DELAY must be a whole number of milliseconds (got "${delayText}")`,
    );
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    logLevel,
    logPretty: pretty === undefined || pretty === '' ? isTerminal : pretty === '1',
    otlpEndpoint,
    otelServiceName: env['OTEL_SERVICE_NAME'] || undefined,
    otelBatchDelayMs,
    metricsPort,
    metricsHost: env['METRICS_HOST'] || '127.0.0.1',
  };
}
