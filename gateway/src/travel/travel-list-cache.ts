import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

import { travelListVersionKey } from '@app/contracts';

import { GatewayEnv } from '../config/env.schema';
import { REDIS } from '../session/redis.provider';

interface CachedList {
  version: string;
  json: string;
}

/**
 * The gateway's copy of each user's travel list (the JSON text), served only while the user's
 * list version in Redis (set by the travel service after every committed change) is the one it
 * was cached under. The version is read before the list is fetched, so a copy can only ever be
 * older than its version claims, never newer. Bounded by size (TRAVEL_LIST_CACHE_MB) and by a
 * short TTL, which also bounds staleness should the travel service fail to set a version.
 */
@Injectable()
export class TravelListCache {
  /** null when turned off (TRAVEL_LIST_CACHE_MB=0). */
  private readonly cache: LRUCache<string, CachedList> | null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly env: GatewayEnv,
  ) {
    this.cache =
      env.TRAVEL_LIST_CACHE_MB === 0
        ? null
        : new LRUCache<string, CachedList>({
            maxSize: env.TRAVEL_LIST_CACHE_MB * 1024 * 1024,
            // UTF-16 code units: two bytes each.
            sizeCalculation: (entry) => Math.max(1, entry.json.length * 2),
            ttl: env.TRAVEL_LIST_CACHE_TTL_MS,
            // Wall-clock time, so that the TTL follows the process clock (and fake timers).
            perf: { now: () => Date.now() },
          });
  }

  /** The user's list: the cached copy while current, else `load()` (cached when versioned). */
  async get(userId: string, load: () => Promise<string>): Promise<string> {
    const cache = this.cache;
    if (cache === null) return load();
    const version = await this.redis.get(travelListVersionKey(this.env.REDIS_KEY_PREFIX, userId));
    const cached = cache.get(userId);
    if (version !== null && cached?.version === version) return cached.json;
    const json = await load();
    // No version yet (no change since the key was lost or ever): nothing to check a copy against.
    if (version !== null) cache.set(userId, { version, json });
    else cache.delete(userId);
    return json;
  }
}
