import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

import { closeRedis } from '@app/nest-core';
import { SessionStore } from '@app/sessions';

import { AuthEnv } from '../config/env.schema';
import { UserVersions } from '../users/user-versions';

/** The service's Redis connection (sessions and the accounts' version tokens). */
export const REDIS = Symbol('REDIS');

/**
 * Server-side sessions (nest-core `SessionStore` on Redis). The auth service creates and destroys
 * sessions; the gateway, sharing the same Redis and key prefix, only resolves them. Also the
 * accounts' version tokens (`UserVersions`), which the gateway's user cache checks.
 */
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AuthEnv],
      useFactory: (env: AuthEnv): Redis =>
        new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }),
    },
    {
      provide: SessionStore,
      inject: [REDIS, AuthEnv],
      useFactory: (redis: Redis, env: AuthEnv): SessionStore =>
        new SessionStore(redis, {
          idleTimeoutMs: env.sessionIdleTimeoutMs,
          absoluteTimeoutMs: env.sessionAbsoluteTimeoutMs,
          keyPrefix: env.REDIS_KEY_PREFIX,
          secret: env.SESSION_SECRET ?? '',
        }),
    },
    {
      provide: UserVersions,
      inject: [REDIS, AuthEnv],
      useFactory: (redis: Redis, env: AuthEnv): UserVersions =>
        new UserVersions(redis, env.REDIS_KEY_PREFIX),
    },
  ],
  exports: [SessionStore, REDIS, UserVersions],
})
export class SessionStoreModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
