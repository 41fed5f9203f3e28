import type { Redis } from 'ioredis';

import { errorMessage, type EventBusLogger } from '../_lib/logger';

/** Logs connection errors once per distinct message instead of ioredis's unhandled-error noise. */
export function watchErrors(redis: Redis, logger: EventBusLogger): void {
  let last = '';
  redis.on('error', (error: unknown) => {
    const message = errorMessage(error);
    if (message !== last) logger.warn(`Redis connection: ${message}`);
    last = message;
  });
  redis.on('ready', () => {
    last = '';
  });
}

/**
 * QUIT when connected, else drops the socket; a connection already ended is left alone (a second
 * disconnect() would arm ioredis's 2 s destroy timer on a socket that never closes again).
 */
export async function closeConnection(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
