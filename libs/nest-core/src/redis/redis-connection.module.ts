import {
  Global,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type Type,
} from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { closeRedis } from './close-redis';

/** A service's own Redis connection (e.g. its readiness probe; the event bus holds its own). */
export const REDIS = Symbol('REDIS');

/**
 * Provides `REDIS` app-wide: one lazily connected `ioredis` client of the env's `REDIS_URL`
 * (2 retries per request, plus `options`), closed when the app shuts down.
 *
 * @example
 * export const RedisModule = RedisConnectionModule.forRoot({ env: BillingEnv });
 * // elsewhere: constructor(@Inject(REDIS) private readonly redis: Redis) {}
 */
@Global()
@Module({})
export class RedisConnectionModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  static forRoot({
    env,
    options = {},
  }: {
    /** The app's validated env class (a provider), which has `REDIS_URL`. */
    env: Type<{ REDIS_URL: string }>;
    options?: RedisOptions;
  }): DynamicModule {
    return {
      module: RedisConnectionModule,
      providers: [
        {
          provide: REDIS,
          inject: [env],
          useFactory: (config: { REDIS_URL: string }): Redis =>
            new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true, ...options }),
        },
      ],
      exports: [REDIS],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
