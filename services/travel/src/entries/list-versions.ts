import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

import { travelListVersionKey } from '@app/contracts';

import { TravelEnv } from '../config/env.schema';
import { REDIS } from '../redis/redis.module';

/**
 * Marks a user's list as changed for the gateway's list cache (see `travelListVersionKey`), after
 * each committed change. Should Redis refuse, the change stands and the gateway's copy expires on
 * its own short TTL; the failure is logged.
 */
@Injectable()
export class ListVersions {
  private readonly logger = new Logger('ListVersions');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly env: TravelEnv,
  ) {}

  async changed(userId: string): Promise<void> {
    try {
      await this.redis.set(travelListVersionKey(this.env.REDIS_KEY_PREFIX, userId), randomUUID());
    } catch (error) {
      this.logger.error(
        `Could not mark the travel list of user ${userId} as changed: ${String(error)}`,
      );
    }
  }
}
