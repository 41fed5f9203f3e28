import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';

import { bullPrefix } from '@app/contracts';
import { processMetrics } from '@app/observability';
import { closeRedis } from '../redis/close-redis';

/**
 * The producer side of queue `name` on `REDIS_URL` under `bullPrefix(REDIS_KEY_PREFIX)`. It fails
 * fast when Redis is away (two tries per command): the caller's event stays unacknowledged, its
 * RPC answers with an error.
 */
export function producerQueue(
  name: string,
  env: { readonly REDIS_URL: string; readonly REDIS_KEY_PREFIX: string },
): Queue {
  return new Queue(name, {
    connection: { url: env.REDIS_URL, maxRetriesPerRequest: 2 },
    prefix: bullPrefix(env.REDIS_KEY_PREFIX),
  });
}

/**
 * Base of a service's producer of one queue: it logs the Redis errors of the queue and of what
 * else it holds (a `QueueEvents`, a Redis client) instead of letting them end the process (ioredis
 * reconnects by itself), reports the queue's depth (`bullmq_queue_jobs`) and closes all of it at
 * shutdown.
 *
 * @example
 * export class PdfJobs extends QueueProducer {
 *   constructor(queue: Queue, private readonly redis: Redis) { super('PdfJobs', queue, { redis }); }
 * }
 */
export abstract class QueueProducer implements OnApplicationShutdown {
  protected readonly logger: Logger;
  /** Stops reporting the queue's depth. */
  private readonly unwatch: () => void;

  protected constructor(
    name: string,
    protected readonly queue: Queue,
    private readonly held: { events?: QueueEvents; redis?: Redis } = {},
  ) {
    this.logger = new Logger(name);
    const report = (error: Error): void => this.logger.warn(`Redis: ${error.message}`);
    queue.on('error', report);
    held.events?.on('error', report);
    held.redis?.on('error', report);
    this.unwatch = processMetrics().watchQueue(queue);
  }

  async onApplicationShutdown(): Promise<void> {
    this.unwatch();
    await this.held.events?.close();
    await this.queue.close();
    const redis = this.held.redis;
    if (redis) await closeRedis(redis);
  }
}
