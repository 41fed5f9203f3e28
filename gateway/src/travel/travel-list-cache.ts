import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { travelListVersionKey } from '@app/contracts';

import { VersionedCache } from '../cache/versioned-cache';
import { GatewayEnv } from '../config/env.schema';
import { REDIS } from '../session/redis.provider';

/**
 * The gateway's copy of each user's travel list (the JSON text the travel service answers),
 * served only while the user's list version (set by the travel service after every committed
 * change) is the one it was cached under (`VersionedCache`, docs/adr/0008). Bounded by
 * TRAVEL_LIST_CACHE_MB and TRAVEL_LIST_CACHE_TTL_MS.
 */
@Injectable()
export class TravelListCache extends VersionedCache {
  constructor(@Inject(REDIS) redis: Redis, env: GatewayEnv) {
    super(redis, {
      maxMb: env.TRAVEL_LIST_CACHE_MB,
      ttlMs: env.TRAVEL_LIST_CACHE_TTL_MS,
      versionKey: (userId) => travelListVersionKey(env.REDIS_KEY_PREFIX, userId),
    });
  }
}
