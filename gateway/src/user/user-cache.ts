import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { AuthPatterns, type UserDto, userVersionKey } from '@app/contracts';

import { VersionedCache } from '../cache/versioned-cache';
import { ServiceClient } from '../clients/service-client';
import { GatewayEnv } from '../config/env.schema';
import { REDIS } from '../session/redis.provider';

/**
 * The gateway's copy of each signed-in user's account (the auth service's UserDto, kept as JSON
 * text), served only while the user's version token (`userVersionKey`, set by the auth service
 * after every committed change of the account) is the one it was cached under (`VersionedCache`,
 * docs/adr/0014). Bounded by USER_CACHE_MB and USER_CACHE_TTL_MS. The admin guard never reads
 * it: it asks the auth service on every call.
 */
@Injectable()
export class UserCache extends VersionedCache {
  constructor(
    @Inject(REDIS) redis: Redis,
    env: GatewayEnv,
    private readonly services: ServiceClient,
  ) {
    super(redis, {
      maxMb: env.USER_CACHE_MB,
      ttlMs: env.USER_CACHE_TTL_MS,
      versionKey: (userId) => userVersionKey(env.REDIS_KEY_PREFIX, userId),
    });
  }

  /** The user as the JSON text of a UserDto (`GET /api/user` sends it as it is). */
  json(userId: string): Promise<string> {
    return this.get(userId, async () =>
      JSON.stringify(await this.services.auth<UserDto>(AuthPatterns.CurrentUser, { userId })),
    );
  }

  /** The user (a NOT_FOUND AppError when the account is gone, as from the auth service). */
  async user(userId: string): Promise<UserDto> {
    return JSON.parse(await this.json(userId)) as UserDto;
  }
}
