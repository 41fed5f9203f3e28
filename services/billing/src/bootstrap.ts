import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import type { INestMicroservice, LogLevel } from '@nestjs/common';

import { AppLogger, createValidationPipe, RpcErrorFilter } from '@app/nest-core';

import { AppModule, type AppModuleOptions } from './app.module';
import type { BillingEnv } from './config/env.schema';

/**
 * The billing microservice on TCP (`BILLING_SERVICE_HOST:BILLING_SERVICE_PORT`), with the shared
 * validation pipe (unknown fields refused) and RPC error filter. Call `listen()` to start serving;
 * main.ts and the e2e tests both start it this way.
 */
export interface BillingMicroserviceOptions extends AppModuleOptions {
  /** Nest's log levels (default error, warn, log). */
  logLevels?: LogLevel[];
}

export async function createBillingMicroservice(
  env: BillingEnv,
  options: BillingMicroserviceOptions = {},
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(
    AppModule.forRoot(env, options),
    {
      transport: Transport.TCP,
      options: { host: env.BILLING_SERVICE_HOST, port: env.BILLING_SERVICE_PORT },
      logger: options.logLevels ?? new AppLogger('billing'),
    },
  );
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new RpcErrorFilter());
  return app;
}
