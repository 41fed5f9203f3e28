import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { travelListVersionKey } from '@app/contracts';
import { VersionTokens } from '@app/nest-core';

import { TravelEnv } from '../config/env.schema';
import { REDIS } from '../redis/redis.module';

/**
 * Marks a user's list as changed for the gateway's list cache (see `travelListVersionKey`), after
 * each committed change (`changed(userId)`, nest-core's `VersionTokens`).
 */
@Injectable()
export class ListVersions extends VersionTokens {
  constructor(@Inject(REDIS) redis: Redis, env: TravelEnv) {
    super(redis, (userId) => travelListVersionKey(env.REDIS_KEY_PREFIX, userId), 'travel list');
  }
}
