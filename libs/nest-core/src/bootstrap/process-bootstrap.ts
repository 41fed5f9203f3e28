import {
  type DynamicModule,
  type INestApplicationContext,
  type INestMicroservice,
  Logger,
  type LogLevel,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { ClassConstructor } from 'class-transformer';

import type { RpcService } from '@app/contracts';
import { createObservedApp } from '@app/observability';
import { DrainingTcpServer, RpcVerifier } from '@app/rpc';

import type { Clock } from '../clock/clock';
import { loadConfig } from '../config/load-config';
import { RpcErrorFilter } from '../errors/rpc-error.filter';
import { holdShutdownSignals } from '../shutdown/exit-on-shutdown-signals';
import { ShutdownEnv } from '../shutdown/shutdown-env';
import { createValidationPipe } from '../validation/validation.pipe';

/** The keys of `T` whose values are of type `V`. */
type KeysOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

/** How a test or a process starts a Nest app beside its module's own options. */
export interface ProcessSettings {
  /**
   * Nest's console logger at these levels (tests that want a quiet log); default: the process's
   * pino logger (@app/observability, LOG_LEVEL).
   */
  logLevels?: LogLevel[];
}

/**
 * One RPC service as the bootstrap knows it: its name (the RPC audience, the log prefix), its
 * configuration class, the variables of its address, and its root module. Each service defines it
 * once in `src/service.ts` with `defineService`; main.ts runs it with `runService` and the tests
 * start it with `createServiceMicroservice` (through `startServiceUnderTest`).
 */
export interface ServiceDefinition<Env extends object, Options extends object> {
  readonly name: RpcService;
  readonly Env: ClassConstructor<Env>;
  /** e.g. 'AUTH_SERVICE_HOST' */
  readonly hostVariable: KeysOf<Env, string>;
  /** e.g. 'AUTH_SERVICE_PORT' */
  readonly portVariable: KeysOf<Env, number>;
  /** The root module, e.g. `AppModule.forRoot`. */
  module(env: Env, options: Options): DynamicModule;
}

/**
 * What the root module of a service with its own Postgres schema takes besides its env (with the
 * event bus's `ServiceBusOptions` of @app/event-bus where it has a bus).
 */
export interface ServiceModuleOptions {
  /** The service's clock (default: the system clock); tests pass one they can set or move. */
  clock?: Clock;
  /** Attempts to reach Postgres at start-up before giving up (default 5, one a second). */
  databaseRetryAttempts?: number;
}

/** The configuration every RPC service has: its address (`<NAME>_SERVICE_HOST|PORT`) and keys. */
export type RpcServiceEnv<Name extends RpcService> = Record<
  `${Uppercase<Name>}_SERVICE_HOST`,
  string
> &
  Record<`${Uppercase<Name>}_SERVICE_PORT`, number> & { RPC_PUBLIC_KEYS?: string | undefined };

/**
 * The definition of the service `name`, listening at `<NAME>_SERVICE_HOST:<NAME>_SERVICE_PORT`.
 *
 * @example
 * export const travelService = defineService('travel', TravelEnv, AppModule.forRoot);
 */
export function defineService<
  Name extends RpcService,
  Env extends RpcServiceEnv<Name>,
  Options extends object,
>(
  name: Name,
  Env: ClassConstructor<Env>,
  module: (env: Env, options?: Options) => DynamicModule,
): ServiceDefinition<Env, Options> {
  const prefix = name.toUpperCase() as Uppercase<Name>;
  return {
    name,
    Env,
    hostVariable: `${prefix}_SERVICE_HOST` as KeysOf<Env, string>,
    portVariable: `${prefix}_SERVICE_PORT` as KeysOf<Env, number>,
    module,
  };
}

export interface MicroserviceSettings extends ProcessSettings {
  /** How long `close()` waits for the calls in flight (default: DrainingTcpServer's 10 s). */
  shutdownGraceMs?: number;
}

/** Where the service listens, from its configuration. */
export function serviceAddress<Env extends object>(
  service: Pick<ServiceDefinition<Env, object>, 'hostVariable' | 'portVariable'>,
  env: Env,
): { host: string; port: number } {
  return { host: String(env[service.hostVariable]), port: Number(env[service.portVariable]) };
}

/**
 * The service as a Nest microservice on TCP at its address: calls verified (RpcVerifier, with the
 * keys of `RPC_PUBLIC_KEYS`), the shared validation pipe (unknown fields refused) and RPC error
 * filter, and a transport that drains on `close()` (DrainingTcpServer: calls in flight answer
 * first). Observed (@app/observability, ADR 0029): pino logs, traces and metrics. Call `listen()`
 * to start serving.
 *
 * @example
 * const app = await createServiceMicroservice(travelService, env, { relayOutbox: true });
 * await app.listen();
 */
export async function createServiceMicroservice<
  Env extends { RPC_PUBLIC_KEYS?: string | undefined },
  Options extends object,
>(
  service: ServiceDefinition<Env, Options>,
  env: Env,
  options: Options & MicroserviceSettings,
): Promise<INestMicroservice> {
  const { logLevels, shutdownGraceMs, ...moduleOptions } = options;
  const app = await createObservedApp(
    service.name,
    service.module(env, moduleOptions as Options),
    (module, observed) =>
      NestFactory.createMicroservice<MicroserviceOptions>(module, {
        strategy: new DrainingTcpServer({
          ...serviceAddress(service, env),
          service: service.name,
          verifier: RpcVerifier.configured(service.name, env.RPC_PUBLIC_KEYS),
          graceMs: shutdownGraceMs,
        }),
        ...observed,
      }),
    logLevels,
  );
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new RpcErrorFilter());
  return app;
}

/** What a process says once it serves: its ready line's details and any warnings. */
export interface ReadyReport<Env, App> {
  /** After "<Name> service listening on host:port", e.g. '(schema travel)'. */
  details(env: Env, app: App): string;
  /** Lines logged as warnings after the ready line (a missing optional setting, …). */
  warnings?(env: Env): string[];
}

/** 'auth' → 'Auth service' */
function serviceTitle(service: { name: string }): string {
  return `${service.name.charAt(0).toUpperCase()}${service.name.slice(1)} service`;
}

/** The start of the line a service process logs once it listens: 'Travel service listening'. */
export function serviceReadyLine(service: { name: string }): string {
  return `${serviceTitle(service)} listening`;
}

/** The start of the line a worker process logs once it is ready: 'PDF worker ready'. */
export function workerReadyLine(worker: { title: string }): string {
  return `${worker.title} ready`;
}

/**
 * Runs `start` as the process's main: on failure, one line "<title> failed to start: …" and exit 1.
 */
function runMain(title: string, start: () => Promise<void>): void {
  start().catch((error: unknown) => {
    console.error(`${title} failed to start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}

function logReady<Env, App>(
  name: string,
  line: string,
  report: ReadyReport<Env, App>,
  env: Env,
): void {
  const logger = new Logger(name);
  logger.log(line);
  for (const warning of report.warnings?.(env) ?? []) logger.warn(warning);
}

/**
 * A service process's main: validated configuration first (the service's and `ShutdownEnv`), then
 * the RPC server until SIGTERM/SIGINT, which refuses new calls, lets those in flight answer
 * (SHUTDOWN_GRACE_MS at most), runs the modules' shutdown hooks and exits 0. Once it listens it
 * logs "<Name> service listening on host:port <details>", the line people and tools read.
 *
 * @example
 * runService(travelService, { relayOutbox: true }, { details: (env) => `(schema ${env.DATABASE_SCHEMA})` });
 */
export function runService<
  Env extends { RPC_PUBLIC_KEYS?: string | undefined },
  Options extends object,
>(
  service: ServiceDefinition<Env, Options>,
  options: Options,
  report: ReadyReport<Env, INestMicroservice>,
): void {
  runMain(serviceTitle(service), async () => {
    // Reading the configuration is synchronous: no signal can arrive before they are held.
    const env = loadConfig(service.Env);
    const { SHUTDOWN_GRACE_MS } = loadConfig(ShutdownEnv);
    const signals = holdShutdownSignals({ graceMs: SHUTDOWN_GRACE_MS });
    const app = await createServiceMicroservice(service, env, {
      ...options,
      shutdownGraceMs: SHUTDOWN_GRACE_MS,
    });
    if (signals.attach(app)) return;
    await app.listen();
    const { host, port } = serviceAddress(service, env);
    logReady(
      service.name,
      `${serviceReadyLine(service)} on ${host}:${port} ${report.details(env, app)}`,
      report,
      env,
    );
  });
}

/**
 * One queue worker as the bootstrap knows it: its process name, how people call it ('E-mail
 * worker'), its configuration class and its root module. Defined once in `src/worker.ts`.
 */
export interface WorkerDefinition<Env extends object> {
  /** e.g. 'notification-worker' (the log prefix) */
  readonly name: string;
  /** e.g. 'E-mail worker' (its ready and failure lines) */
  readonly title: string;
  readonly Env: ClassConstructor<Env>;
  module(env: Env): DynamicModule;
}

/**
 * The worker as a Nest application context (no server). `init()` starts its BullMQ Worker(s);
 * `close()` lets the jobs in flight finish, then closes its connections.
 */
export function createWorkerContext<Env extends object>(
  worker: WorkerDefinition<Env>,
  env: Env,
  settings: ProcessSettings = {},
): Promise<INestApplicationContext> {
  return createObservedApp(
    worker.name,
    worker.module(env),
    (module, observed) => NestFactory.createApplicationContext(module, observed),
    settings.logLevels,
  );
}

/**
 * A worker process's main: validated configuration, then `init()` until SIGTERM/SIGINT, which
 * takes no new job, lets the jobs in flight finish, closes the connections and exits 0. Once
 * ready it logs "<title> ready: <details>".
 */
export function runWorker<Env extends object>(
  worker: WorkerDefinition<Env>,
  report: ReadyReport<Env, INestApplicationContext>,
): void {
  runMain(worker.title, async () => {
    // Before the context: creating it already starts the BullMQ worker (init()). Its jobs get the
    // default shutdown grace (QueueWorkerHost's closeGraceMs), and so does the deadline.
    const signals = holdShutdownSignals();
    const env = loadConfig(worker.Env);
    const app = await createWorkerContext(worker, env);
    if (signals.attach(app)) return;
    await app.init();
    logReady(worker.name, `${workerReadyLine(worker)}: ${report.details(env, app)}`, report, env);
  });
}
