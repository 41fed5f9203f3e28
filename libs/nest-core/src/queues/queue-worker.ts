import type { Logger } from '@nestjs/common';
import { Worker, type Processor } from 'bullmq';

import { bullPrefix } from '@app/contracts';

/** Where and how a BullMQ Worker runs. */
export interface QueueWorkerOptions {
  /** `REDIS_URL` of the queue. */
  redisUrl: string;
  /** `REDIS_KEY_PREFIX`: the queue's keys live under `bullPrefix(redisKeyPrefix)`. */
  redisKeyPrefix: string;
  /** Where Redis errors, failed jobs (and stalls) are logged. */
  logger: Logger;
  /** Jobs run at once by this process. */
  concurrency: number;
  /**
   * The lock and stalled-job settings of a dedicated worker process: a worker killed mid-job
   * leaves its lock to expire, and another worker (or this one restarted) finds the stalled job
   * after `lockDuration` and runs it again. Given, stalls are logged and a failed job is logged
   * only when it fails for good (its last attempt, or an `UnrecoverableError`); not given, every
   * failed attempt is logged.
   */
  stalled?: { lockDuration: number; stalledInterval: number; maxStalledCount: number };
}

/**
 * A BullMQ Worker on `queueName` with the logging every worker of the product has. The caller
 * waits for it (`waitUntilReady()`) and closes it (`close()` takes no new job and lets the ones
 * in flight finish).
 *
 * @example
 * this.worker = createQueueWorker(EMAIL_QUEUE, (job) => this.processor.process(job), {
 *   redisUrl: env.REDIS_URL,
 *   redisKeyPrefix: env.REDIS_KEY_PREFIX,
 *   logger: this.logger,
 *   concurrency: env.EMAIL_WORKER_CONCURRENCY,
 * });
 * await this.worker.waitUntilReady();
 */
export function createQueueWorker(
  queueName: string,
  processor: Processor,
  options: QueueWorkerOptions,
): Worker {
  const { logger, stalled } = options;
  const worker = new Worker(queueName, processor, {
    connection: { url: options.redisUrl },
    prefix: bullPrefix(options.redisKeyPrefix),
    concurrency: options.concurrency,
    ...stalled,
  });
  worker.on('error', (error) => logger.warn(`Worker: ${error.message}`));
  if (!stalled) {
    worker.on('failed', (job, error) => {
      if (job) logger.error(`Job ${job.id} (${job.name}) failed: ${error.message}`);
    });
    return worker;
  }
  worker.on('failed', (job, error) => {
    if (!job) return;
    const final =
      job.attemptsMade >= (job.opts.attempts ?? 1) || error.name === 'UnrecoverableError';
    if (final) logger.error(`Job ${job.id} (${job.name}) failed for good: ${error.message}`);
  });
  worker.on('stalled', (jobId) => logger.warn(`Job ${jobId} stalled; it runs again`));
  return worker;
}
