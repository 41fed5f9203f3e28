/** @app/observability: logs, traces and metrics of every server process (docs/operations.md). */
export {
  LOG_LEVELS,
  type LogLevelName,
  type ObservabilityEnv,
  readObservabilityEnv,
} from './env/observability-env';
export { currentRequestId, runInRequest } from './context/request-context';
export {
  continueFrom,
  continueFromAll,
  currentCarrier,
  inSpan,
  type MessageScope,
  type MessageSpanKind,
  startFrom,
} from './context/trace-carrier';
export {
  createProcessLogger,
  type LogContextFields,
  logContextFields,
  processLogDestination,
  type ProcessLogger,
  processLoggerOptions,
} from './logging/process-logger';
export {
  createObservedApp,
  type ObservedAppOptions,
  observedModule,
  useProcessLogger,
} from './logging/observed-app';
export {
  type InMemoryTracing,
  OTLP_TRACES_PATH,
  startInMemoryTracing,
  startTracing,
  type Tracing,
  type TracingOptions,
} from './tracing/tracing';
export { DURATION_BUCKETS, gaugeOf, histogramOf, METRICS } from './metrics/metric-catalog';
export {
  type ConsumerLagProbe,
  type OutboxLagProbe,
  ProcessMetrics,
  processMetrics,
  QUEUE_STATES,
  type QueueProbe,
} from './metrics/process-metrics';
export {
  METRICS_PATH,
  type MetricsServer,
  type MetricsSource,
  startMetricsServer,
} from './metrics/metrics-server';
export { type ObservedJob, observedProcessor } from './metrics/observed-processor';
export { type ProcessObservability, startObservability } from './process/start-observability';
