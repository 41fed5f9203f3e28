import { Redis } from 'ioredis';

import { uniqueTestLabel } from '../test-file-label';
import { useContainers } from '../use-containers';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const REDIS_IMAGE = 'redis:7-alpine';

export interface TestRedis {
  /** Connection string of the Redis to use. */
  url: string;
  /** The prefix every key of this test file must carry (pass it as the app's key prefix). */
  keyPrefix: string;
  /** The keys under this file's prefix, sorted (for assertions such as "no session left"). */
  keys(): Promise<string[]>;
  /** Deletes every key under the prefix and closes the kit's connection (or stops the container). */
  cleanup(): Promise<void>;
}

/**
 * Redis for one test file: the server named by `REDIS_URL` (default 127.0.0.1:6379) shared with
 * other files but isolated by a unique key prefix, or with `TESTCONTAINERS=1` a container of its own.
 *
 * @example
 * const redis = await createTestRedis();
 * afterAll(() => redis.cleanup());
 */
export async function createTestRedis(): Promise<TestRedis> {
  const keyPrefix = `test:${uniqueTestLabel()}:`;
  if (useContainers()) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer(REDIS_IMAGE).start();
    return prefixed(container.getConnectionUrl(), keyPrefix, async () => {
      await container.stop();
    });
  }
  return prefixed(process.env['REDIS_URL'] || DEFAULT_REDIS_URL, keyPrefix, async () => {});
}

function prefixed(url: string, keyPrefix: string, stop: () => Promise<void>): TestRedis {
  let connection: Redis | undefined;
  const redis = (): Redis => (connection ??= new Redis(url, { maxRetriesPerRequest: 1 }));
  const pattern = `${keyPrefix.replace(/[*?[\]\\]/g, '\\$&')}*`;

  const keys = async (): Promise<string[]> => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis().scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      found.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return [...new Set(found)].sort();
  };

  return {
    url,
    keyPrefix,
    keys,
    cleanup: async () => {
      const found = await keys();
      if (found.length > 0) await redis().unlink(...found);
      await connection?.quit();
      connection = undefined;
      await stop();
    },
  };
}
