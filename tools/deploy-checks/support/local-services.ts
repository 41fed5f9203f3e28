/**
 * The machine's Redis and free ports for the probe tests. (tools/ projects carry no Nx tag that
 * may depend on libs, so this does not import @app/testing; it follows its conventions: REDIS_URL
 * or 127.0.0.1:6379, one key prefix per test file, every key under it deleted afterwards.)
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';

import type { Redis } from 'ioredis';

export const redisUrl = process.env['REDIS_URL'] || 'redis://127.0.0.1:6379';

/** A key prefix of its own for one test file. */
export function uniqueKeyPrefix(): string {
  return `test:deploy-checks:${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under `prefix`. */
export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('no port was assigned')),
      );
    });
  });
}
