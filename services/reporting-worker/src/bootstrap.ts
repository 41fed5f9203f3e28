import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext, LogLevel } from '@nestjs/common';

import { AppLogger } from '@app/nest-core';

import { AppModule } from './app.module';
import type { WorkerEnv } from './config/env.schema';

export interface PdfWorkerOptions {
  /** Nest's log levels (default error, warn, log). */
  logLevels?: LogLevel[];
}

/**
 * The PDF worker as a Nest application context (no server). `init()` warms Chromium, starts the
 * heartbeat and the BullMQ Worker; `close()` lets in-flight PDFs finish, then closes the browser
 * and Redis. main.ts and the e2e tests both start it so.
 */
export async function createPdfWorker(
  env: WorkerEnv,
  options: PdfWorkerOptions = {},
): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(AppModule.forRoot(env), {
    logger: options.logLevels ?? new AppLogger('reporting-worker'),
  });
}
