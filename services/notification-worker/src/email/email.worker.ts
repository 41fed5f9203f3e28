import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';

import { EMAIL_QUEUE } from '@app/contracts';
import { QueueWorkerHost, type QueueWorkerOptions } from '@app/nest-core';

import { WorkerEnv } from '../config/env.schema';
import type { EmailJobResult } from './email-job-result';
import { EmailProcessor } from './email.processor';

/**
 * The BullMQ Worker of the `email` queue, made from the validated configuration (concurrency,
 * lock and stalled-job settings), which is why it is built here rather than through a decorator.
 * It starts once the app is up; at shutdown `close()` takes no new job and lets the in-flight
 * ones finish. A worker killed mid-job leaves its lock to expire: another worker (or this one
 * restarted) finds the stalled job after `EMAIL_LOCK_DURATION_MS` and runs it again.
 */
@Injectable()
export class EmailWorker extends QueueWorkerHost {
  constructor(
    private readonly processor: EmailProcessor,
    private readonly env: WorkerEnv,
  ) {
    super(EMAIL_QUEUE, 'EmailWorker');
  }

  process(job: Job): Promise<EmailJobResult> {
    return this.processor.process(job);
  }

  protected workerOptions(): Omit<QueueWorkerOptions, 'logger'> {
    return {
      redisUrl: this.env.REDIS_URL,
      redisKeyPrefix: this.env.REDIS_KEY_PREFIX,
      concurrency: this.env.EMAIL_WORKER_CONCURRENCY,
      stalled: {
        lockDuration: this.env.EMAIL_LOCK_DURATION_MS,
        stalledInterval: this.env.EMAIL_STALLED_INTERVAL_MS,
        maxStalledCount: this.env.EMAIL_MAX_STALLED_COUNT,
      },
    };
  }
}
