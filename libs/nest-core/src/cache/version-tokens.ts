import { randomUUID } from 'node:crypto';

import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

/**
 * The writing side of a gateway cache under per-user version tokens (docs/adr/0008, 0014): after
 * each committed change of a user's data, and before the change is answered, the owning service
 * sets a fresh random token at the user's key, which makes every cached copy of the old data
 * unservable. Should Redis refuse, the change stands and the failure is logged; the gateway's
 * copies then expire on their own short TTL.
 *
 * @example
 * await this.userVersions.changed(userId); // after COMMIT, before the answer
 */
export class VersionTokens {
  private readonly logger: Logger;

  constructor(
    private readonly redis: Redis,
    private readonly keyOf: (userId: string) => string,
    /** What the token versions, for the log: 'travel list', 'account'. */
    private readonly what: string,
  ) {
    this.logger = new Logger(`VersionTokens(${what})`);
  }

  /** Sets the user's fresh token; false (logged) when Redis refused. */
  async changed(userId: string): Promise<boolean> {
    try {
      await this.redis.set(this.keyOf(userId), randomUUID());
      return true;
    } catch (error) {
      this.logger.error(
        `Could not mark the ${this.what} of user ${userId} as changed: ${String(error)}`,
      );
      return false;
    }
  }
}
