import { Redis } from 'ioredis';

import { GatewayEnv } from '../config/env.schema';

/** The gateway's Redis connection (sessions and rate limits). */
export const REDIS = Symbol('REDIS');

export const redisProvider = {
  provide: REDIS,
  inject: [GatewayEnv],
  useFactory: (env: GatewayEnv): Redis =>
    new Redis(env.REDIS_URL, {
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
      lazyConnect: false,
      // While Redis is down a command waits in the offline queue for reconnection attempts that
      // back off to 2 s each: bound every command, so that a request gets its 503 within 2 s.
      commandTimeout: 2_000,
      // The commands of one event-loop turn (each request's session read, list version…) leave
      // in one write: under load that is many requests' commands per system call.
      enableAutoPipelining: true,
    }),
};
