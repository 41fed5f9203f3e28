import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { closeRedis } from '@app/nest-core';
import { SessionStore } from '@app/sessions';

import { GatewayEnv } from '../config/env.schema';

import { REDIS, redisProvider } from './redis.provider';
import { MfaChallengeCookie } from './mfa-challenge-cookie';
import { SessionCookie } from './session-cookie';
import { SessionGuard } from './session.guard';

@Global()
@Module({
  providers: [
    redisProvider,
    {
      provide: SessionStore,
      inject: [REDIS, GatewayEnv],
      useFactory: (redis: Redis, env: GatewayEnv) =>
        new SessionStore(redis, {
          idleTimeoutMs: env.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
          absoluteTimeoutMs: env.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3_600_000,
          keyPrefix: env.REDIS_KEY_PREFIX,
          secret: env.SESSION_SECRET,
        }),
    },
    SessionCookie,
    MfaChallengeCookie,
    SessionGuard,
  ],
  exports: [REDIS, SessionStore, SessionCookie, MfaChallengeCookie, SessionGuard],
})
export class SessionModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
