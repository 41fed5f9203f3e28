import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import {
  ACCOUNT_HOLDER_ALIAS,
  readTravelListCopy,
  travelListCopyKey,
  travelListVersionKey,
} from '@app/contracts';

import { VersionedCache } from '../cache/versioned-cache';
import { GatewayEnv } from '../config/env.schema';
import { REDIS } from '../session/redis.provider';

/**
 * The gateway's copy of each traveller's travel list (the JSON text the travel service answers),
 * keyed by the user and the `traveller_id` asked for (`'holder'` when absent: the account holder's
 * list is kept under the alias and under its id apart, ADR 0034), served only while the user's list version (set by the travel service after every committed
 * change) is the one it was cached under (`VersionedCache`, docs/adr/0008). Bounded by
 * TRAVEL_LIST_CACHE_MB and TRAVEL_LIST_CACHE_TTL_MS. Without a current copy it first takes the list
 * the user's last change left in Redis, when that one is tagged with the current version and is
 * this traveller's list (`travelListCopyKey`, docs/adr/0014), and asks the travel service only
 * without one. The travel service checks that the traveller is the user's: a list is cached only
 * once it has answered one (or taken from a copy the user's own change left).
 */
@Injectable()
export class TravelListCache extends VersionedCache {
  constructor(
    @Inject(REDIS) private readonly copies: Redis,
    private readonly env: GatewayEnv,
  ) {
    super(copies, {
      maxMb: env.TRAVEL_LIST_CACHE_MB,
      ttlMs: env.TRAVEL_LIST_CACHE_TTL_MS,
      versionKey: (userId) => travelListVersionKey(env.REDIS_KEY_PREFIX, userId),
    });
  }

  /**
   * The list of the user's traveller `travellerId` (undefined: the account holder's): a current
   * copy, the last change's list of this version and traveller, else `load()`.
   */
  list(
    userId: string,
    travellerId: string | undefined,
    load: () => Promise<string>,
  ): Promise<string> {
    return this.get(
      userId,
      async (version) => {
        if (version === null) return load();
        const copy = await this.copies.get(travelListCopyKey(this.env.REDIS_KEY_PREFIX, userId));
        return readTravelListCopy(copy, version, travellerId) ?? load();
      },
      travellerId ?? ACCOUNT_HOLDER_ALIAS,
    );
  }
}
