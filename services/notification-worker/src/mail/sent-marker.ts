import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { closeRedis } from '@app/nest-core';

/**
 * The "already sent" memory of the worker: `<REDIS_KEY_PREFIX>email:sent:<jobId>`, set after a
 * successful send with a long TTL and checked before each attempt, so that a retried or duplicated
 * job never sends twice once a send is known to have happened.
 */
export class SentMarker implements OnApplicationShutdown {
  private readonly logger = new Logger('SentMarker');

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly ttlSeconds: number,
  ) {
    redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  keyOf(jobId: string): string {
    return `${this.keyPrefix}email:sent:${jobId}`;
  }

  async isSent(jobId: string): Promise<boolean> {
    return (await this.redis.exists(this.keyOf(jobId))) === 1;
  }

  async markSent(jobId: string, at: Date = new Date()): Promise<void> {
    await this.redis.set(this.keyOf(jobId), at.toISOString(), 'EX', this.ttlSeconds);
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
