import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';

import { SessionStore } from '@app/sessions';

import type { AuthEnv } from '../config/env.schema';

/**
 * Runs `effect` on a Redis connection of its own (the CLI's changes that the running services
 * must see: version tokens, sessions); false when Redis is out of reach.
 */
export async function withRedis(
  env: AuthEnv,
  effect: (redis: Redis) => Promise<unknown>,
): Promise<boolean> {
  const redis = new Redis(env.REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await effect(redis);
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * The service's session store on `redis` (to end an account's sessions from the CLI). Ending
 * sessions reads no seal: without SESSION_SECRET a throw-away one does (it opens nothing).
 */
export function sessionStoreOn(redis: Redis, env: AuthEnv): SessionStore {
  return new SessionStore(redis, {
    idleTimeoutMs: env.sessionIdleTimeoutMs,
    absoluteTimeoutMs: env.sessionAbsoluteTimeoutMs,
    keyPrefix: env.REDIS_KEY_PREFIX,
    secret: env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
  });
}
