import type { Redis } from 'ioredis';

/** How long a connection's QUIT may take at shutdown before the socket is dropped (ms). */
export const REDIS_QUIT_TIMEOUT_MS = 2_000;

/**
 * Closes a Redis connection at shutdown, never waiting longer than `timeoutMs`: QUIT when it is
 * ready (the commands already sent are answered first), else the socket is dropped, which also
 * stops ioredis from reconnecting. A QUIT with no answer in time is given up for a drop as well.
 * A connection already ended is left alone (a second `disconnect()` would arm ioredis's 2 s
 * destroy timer on a socket that never closes again). A lazy connection that never connected
 * (status 'wait') is dropped, not connected to say goodbye.
 *
 * @example
 * async onApplicationShutdown(): Promise<void> {
 *   await closeRedis(this.redis);
 * }
 */
export async function closeRedis(redis: Redis, timeoutMs = REDIS_QUIT_TIMEOUT_MS): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const quit = redis.quit().then(
    () => true,
    () => false,
  );
  const clean = await Promise.race([quit, late]);
  clearTimeout(timer);
  if (!clean && !hasEnded(redis)) redis.disconnect();
}

/** Read afresh: the status changes while QUIT is under way. */
function hasEnded(redis: Redis): boolean {
  return redis.status === 'end';
}
