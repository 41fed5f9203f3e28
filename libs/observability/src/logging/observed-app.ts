import {
  type DynamicModule,
  type INestApplicationContext,
  type LogLevel,
  Module,
  type OnApplicationShutdown,
  type Type,
} from '@nestjs/common';
import { Logger, LoggerModule } from 'nestjs-pino';

import { type ProcessObservability, startObservability } from '../process/start-observability';

/** Closes the process's observability (metrics server, traces) when the application stops. */
class ObservabilityShutdown implements OnApplicationShutdown {
  constructor(private readonly observability: ProcessObservability) {}

  async onApplicationShutdown(): Promise<void> {
    await this.observability.close();
  }
}

/** The root module of an observed application: its own root module and nestjs-pino's. */
@Module({})
class ObservedAppModule {}

/**
 * `root` with nestjs-pino's `LoggerModule` on the process's pino logger (`startObservability`),
 * so that the application logs through it, and the observability closed when the application
 * stops. No pino-http middleware runs (`forRoutes: []`): the request id
 * comes from the process's request context (`runInRequest`), set by the gateway's hook and by
 * every RPC call, event and job a service takes in, and the gateway writes its own access line.
 * Create the application with `bufferLogs: true` and then call `useProcessLogger(app)`.
 *
 * @example
 * const app = await NestFactory.createMicroservice(observedModule(AppModule.forRoot(env), observability), {
 *   strategy, bufferLogs: true,
 * });
 * useProcessLogger(app);
 */
export function observedModule(
  root: Type | DynamicModule,
  observability: ProcessObservability,
): DynamicModule {
  return {
    module: ObservedAppModule,
    imports: [
      LoggerModule.forRoot({
        pinoHttp: { logger: observability.logger, autoLogging: false, quietReqLogger: true },
        forRoutes: [],
      }),
      root,
    ],
    providers: [
      { provide: ObservabilityShutdown, useValue: new ObservabilityShutdown(observability) },
    ],
  };
}

/** Makes nestjs-pino's `Logger` the application's logger and writes the lines buffered so far. */
export function useProcessLogger(app: INestApplicationContext): void {
  app.useLogger(app.get(Logger));
  app.flushLogs();
}

/** What `createObservedApp` hands the factory to spread into Nest's application options. */
export type ObservedAppOptions = { bufferLogs: true } | { logger: LogLevel[] };

/**
 * Creates process `name`'s Nest application observed (`startObservability`, `observedModule`,
 * `useProcessLogger`): `create` makes the application of the module it is given, with the options
 * it is given spread into Nest's. `logLevels` (tests that want a quiet log) keeps Nest's own
 * console logger at those levels instead of pino; RPC, event and job observation is the same.
 *
 * @example
 * const app = await createObservedApp('travel', AppModule.forRoot(env), (module, options) =>
 *   NestFactory.createMicroservice<MicroserviceOptions>(module, { strategy, ...options }),
 * );
 */
export async function createObservedApp<T extends INestApplicationContext>(
  name: string,
  root: Type | DynamicModule,
  create: (module: Type | DynamicModule, options: ObservedAppOptions) => Promise<T>,
  logLevels?: LogLevel[],
): Promise<T> {
  if (logLevels !== undefined) return create(root, { logger: logLevels });
  const observability = await startObservability(name);
  const app = await create(observedModule(root, observability), { bufferLogs: true });
  useProcessLogger(app);
  return app;
}
