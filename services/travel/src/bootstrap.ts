import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { INestMicroservice, LogLevel } from '@nestjs/common';

import {
  AppLogger,
  createValidationPipe,
  DrainingTcpServer,
  RpcErrorFilter,
  RpcVerifier,
} from '@app/nest-core';

import { AppModule, type AppModuleOptions } from './app.module';
import type { TravelEnv } from './config/env.schema';

/**
 * The travel microservice on TCP (`TRAVEL_SERVICE_HOST:TRAVEL_SERVICE_PORT`), with the shared
 * validation pipe (unknown fields refused) and RPC error filter. Its transport drains on `close()`
 * (DrainingTcpServer: calls in flight answer first). Call `listen()` to start serving; main.ts and
 * the e2e tests both start it this way.
 */
export interface TravelMicroserviceOptions extends AppModuleOptions {
  /** Nest's log levels (default error, warn, log). */
  logLevels?: LogLevel[];
  /** How long `close()` waits for the calls in flight (default: nest-core's 10 s). */
  shutdownGraceMs?: number;
}

export async function createTravelMicroservice(
  env: TravelEnv,
  options: TravelMicroserviceOptions = {},
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(
    AppModule.forRoot(env, options),
    {
      strategy: new DrainingTcpServer({
        host: env.TRAVEL_SERVICE_HOST,
        port: env.TRAVEL_SERVICE_PORT,
        service: 'travel',
        verifier: RpcVerifier.configured('travel', env.RPC_PUBLIC_KEYS),
        graceMs: options.shutdownGraceMs,
      }),
      logger: options.logLevels ?? new AppLogger('travel'),
    },
  );
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new RpcErrorFilter());
  return app;
}
