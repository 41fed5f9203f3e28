import type { Redis } from 'ioredis';

import { userVersionKey } from '@app/contracts';
import { VersionTokens } from '@app/nest-core';

/**
 * Marks a user's account as changed for the gateway's copy of `GET /api/user` (`userVersionKey`,
 * docs/adr/0014). Every committed change of what a UserDto shows calls `changed(userId)` after
 * COMMIT and before answering: profile, one-click unsubscribe, sign-in (login_count), the
 * donation flag, password reset, deletion (self and admin) and `promote`. Provided by
 * `SessionStoreModule`, on the service's Redis connection.
 */
export class UserVersions extends VersionTokens {
  constructor(redis: Redis, redisKeyPrefix: string) {
    super(redis, (userId) => userVersionKey(redisKeyPrefix, userId), 'account');
  }
}
