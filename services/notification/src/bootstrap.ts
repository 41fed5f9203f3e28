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
import type { NotificationEnv } from './config/env.schema';

export interface NotificationMicroserviceOptions extends AppModuleOptions {
  /** Nest's log levels (default error, warn, log). */
  logLevels?: LogLevel[];
  /** How long `close()` waits for the calls in flight (default: nest-core's 10 s). */
  shutdownGraceMs?: number;
}

/**
 * The notification microservice on TCP (`NOTIFICATION_SERVICE_HOST:NOTIFICATION_SERVICE_PORT`),
 * with the shared validation pipe and RPC error filter. Its transport drains on `close()`
 * (DrainingTcpServer: calls in flight answer first). `listen()` starts the RPC server, and the
 * event consumer subscribes as the application boots; main.ts and the e2e tests both start it so.
 */
export async function createNotificationMicroservice(
  env: NotificationEnv,
  options: NotificationMicroserviceOptions = {},
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(
    AppModule.forRoot(env, options),
    {
      strategy: new DrainingTcpServer({
        host: env.NOTIFICATION_SERVICE_HOST,
        port: env.NOTIFICATION_SERVICE_PORT,
        service: 'notification',
        verifier: RpcVerifier.configured('notification', env.RPC_PUBLIC_KEYS),
        graceMs: options.shutdownGraceMs,
      }),
      logger: options.logLevels ?? new AppLogger('notification'),
    },
  );
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new RpcErrorFilter());
  return app;
}
