import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { Worker } from 'bullmq';

import { EMAIL_QUEUE } from '@app/contracts';
import { createQueueWorker } from '@app/nest-core';

import { WorkerEnv } from '../config/env.schema';
import { EmailProcessor } from './email.processor';

/**
 * The BullMQ Worker of the `email` queue, made from the validated configuration (concurrency,
 * lock and stalled-job settings), which is why it is built here rather than through a decorator.
 * It starts once the app is up; at shutdown `close()` takes no new job and lets the in-flight
 * ones finish. A worker killed mid-job leaves its lock to expire: another worker (or this one
 * restarted) finds the stalled job after `EMAIL_LOCK_DURATION_MS` and runs it again.
 */
@Injectable()
export class EmailWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('EmailWorker');
  private worker: Worker | undefined;

  constructor(
    private readonly processor: EmailProcessor,
    private readonly env: WorkerEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const worker = createQueueWorker(EMAIL_QUEUE, (job) => this.processor.process(job), {
      redisUrl: this.env.REDIS_URL,
      redisKeyPrefix: this.env.REDIS_KEY_PREFIX,
      logger: this.logger,
      concurrency: this.env.EMAIL_WORKER_CONCURRENCY,
      stalled: {
        lockDuration: this.env.EMAIL_LOCK_DURATION_MS,
        stalledInterval: this.env.EMAIL_STALLED_INTERVAL_MS,
        maxStalledCount: this.env.EMAIL_MAX_STALLED_COUNT,
      },
    });
    this.worker = worker;
    await worker.waitUntilReady();
  }

  async beforeApplicationShutdown(): Promise<void> {
    // Waits for the jobs in flight, then releases the connections.
    await this.worker?.close();
    this.worker = undefined;
  }

  /** The worker itself, for tests that simulate a crash (`close(true)` leaves the job locked). */
  get bullWorker(): Worker | undefined {
    return this.worker;
  }
}
