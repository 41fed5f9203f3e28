import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext, LogLevel } from '@nestjs/common';

import { AppLogger } from '@app/nest-core';

import { AppModule } from './app.module';
import type { WorkerEnv } from './config/env.schema';

export interface EmailWorkerOptions {
  /** Nest's log levels (default error, warn, log). */
  logLevels?: LogLevel[];
}

/**
 * The e-mail worker as a Nest application context (no server). `init()` starts the BullMQ Worker;
 * `close()` lets in-flight jobs finish, then closes SMTP, Redis and the auth client. main.ts and
 * the e2e tests both start it so.
 */
export async function createEmailWorker(
  env: WorkerEnv,
  options: EmailWorkerOptions = {},
): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(AppModule.forRoot(env), {
    logger: options.logLevels ?? new AppLogger('notification-worker'),
  });
}
