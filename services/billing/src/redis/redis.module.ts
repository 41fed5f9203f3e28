import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

import { BillingEnv } from '../config/env.schema';

/** The service's Redis connection (the readiness probe; the event bus holds its own). */
export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [BillingEnv],
      useFactory: (env: BillingEnv): Redis =>
        new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true }),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'wait') this.redis.disconnect();
    else await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
