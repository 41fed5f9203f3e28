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
    }),
};
