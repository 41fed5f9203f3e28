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
import type { BillingEnv } from './config/env.schema';

/**
 * The billing microservice on TCP (`BILLING_SERVICE_HOST:BILLING_SERVICE_PORT`), with the shared
 * validation pipe (unknown fields refused) and RPC error filter. Its transport drains on `close()`
 * (DrainingTcpServer: calls in flight answer first). Call `listen()` to start serving; main.ts and
 * the e2e tests both start it this way.
 */
export interface BillingMicroserviceOptions extends AppModuleOptions {
  /** Nest's log levels (default error, warn, log). */
  logLevels?: LogLevel[];
  /** How long `close()` waits for the calls in flight (default: nest-core's 10 s). */
  shutdownGraceMs?: number;
}

export async function createBillingMicroservice(
  env: BillingEnv,
  options: BillingMicroserviceOptions = {},
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(
    AppModule.forRoot(env, options),
    {
      strategy: new DrainingTcpServer({
        host: env.BILLING_SERVICE_HOST,
        port: env.BILLING_SERVICE_PORT,
        service: 'billing',
        verifier: RpcVerifier.configured('billing', env.RPC_PUBLIC_KEYS),
        graceMs: options.shutdownGraceMs,
      }),
      logger: options.logLevels ?? new AppLogger('billing'),
    },
  );
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new RpcErrorFilter());
  return app;
}
