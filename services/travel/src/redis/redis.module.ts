import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

import { TravelEnv } from '../config/env.schema';

/** The service's Redis connection (list versions, the readiness probe; the event bus holds its own). */
export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [TravelEnv],
      useFactory: (env: TravelEnv): Redis =>
        // Auto-pipelining: the list versions set after concurrent commits leave in one write.
        new Redis(env.REDIS_URL, {
          maxRetriesPerRequest: 2,
          lazyConnect: true,
          enableAutoPipelining: true,
        }),
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
