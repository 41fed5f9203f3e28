/**
 * @app/nest-core: NestJS plumbing shared by the gateway, the services and the workers (the RPC
 * transport is @app/rpc, the session store @app/sessions).
 */
export { loadConfig } from './config/load-config';
export { VersionTokens } from './cache/version-tokens';
export { RpcErrorFilter, toRpcErrorPayload } from './errors/rpc-error.filter';
export {
  DEPENDENCY_UNAVAILABLE_MESSAGE,
  dependencyUnavailable,
  isDependencyUnavailable,
} from './errors/dependency-unavailable';
export { createValidationPipe } from './validation/validation.pipe';
export {
  checkDependencies,
  type DependencyProbe,
  healthPattern,
  type HealthStatus,
  PROBE_TIMEOUT_MS,
  type ProbeResult,
  probes,
  runProbes,
  withTimeout,
} from './health/dependency-check';
export { healthCheck, type HealthCheckOptions, onPostgresRedisAndBus } from './health/health-check';
export {
  createServiceMicroservice,
  createWorkerContext,
  defineService,
  type MicroserviceSettings,
  type ProcessSettings,
  type ReadyReport,
  type RpcServiceEnv,
  runService,
  runWorker,
  serviceAddress,
  serviceReadyLine,
  type ServiceDefinition,
  type ServiceModuleOptions,
  type WorkerDefinition,
  workerReadyLine,
} from './bootstrap/process-bootstrap';
export {
  CliError,
  type CliCommand,
  type CliContext,
  type CliOutput,
  cliUsage,
  consoleOutput,
  runServiceCli,
  runServiceCliProcess,
  type ServiceCli,
} from './cli/service-cli';
export { ServiceEnv } from './config/service-env';
export { IsEnvInt, IsEnvSecret, IsRedisUrl, RedisEnv } from './config/env-fields';
export { EnvModule } from './config/env-module';
export {
  exitOnShutdownSignals,
  type HeldShutdownSignals,
  holdShutdownSignals,
  SHUTDOWN_CLOSE_MARGIN_MS,
  SHUTDOWN_SIGNALS,
  type ShutdownOptions,
} from './shutdown/exit-on-shutdown-signals';
export { ShutdownEnv } from './shutdown/shutdown-env';
export { CLOCK, type Clock, ClockModule, systemClock } from './clock/clock';
export { producerQueue, QueueProducer } from './queues/queue-producer';
export { createQueueWorker, QueueWorkerHost, type QueueWorkerOptions } from './queues/queue-worker';
export { closeRedis, REDIS_QUIT_TIMEOUT_MS } from './redis/close-redis';
export { REDIS, RedisConnectionModule } from './redis/redis-connection.module';
export {
  RpcServiceClient,
  type RpcServiceTarget,
  rpcClientProvider,
} from './clients/rpc-service-client';
