import type { Logger } from '@nestjs/common';
import { Worker, type Processor } from 'bullmq';

import { bullPrefix } from '@app/contracts';

import type { NotificationEnv } from '../config/env.schema';

/**
 * A BullMQ Worker of this service on `queueName` (`REDIS_URL`, under
 * `bullPrefix(REDIS_KEY_PREFIX)`), running up to `concurrency` jobs at once; Redis errors and
 * failed jobs go to `logger`. The caller waits for it (`waitUntilReady()`) and closes it
 * (`close()` takes no new job and lets the ones in flight finish).
 *
 * @example
 * this.worker = createQueueWorker(COMPLIANCE_SETTLE_QUEUE, (job) => this.process(job), env, {
 *   logger: this.logger,
 *   concurrency: 2,
 * });
 * await this.worker.waitUntilReady();
 */
export function createQueueWorker(
  queueName: string,
  processor: Processor,
  env: NotificationEnv,
  { logger, concurrency }: { logger: Logger; concurrency: number },
): Worker {
  const worker = new Worker(queueName, processor, {
    connection: { url: env.REDIS_URL },
    prefix: bullPrefix(env.REDIS_KEY_PREFIX),
    concurrency,
  });
  worker.on('error', (error) => logger.warn(`Worker: ${error.message}`));
  worker.on('failed', (job, error) => {
    if (job) logger.error(`Job ${job.id} (${job.name}) failed: ${error.message}`);
  });
  return worker;
}
