import { Redis } from 'ioredis';

import { CliError, type CliOutput } from '@app/nest-core';

import type { AuthEnv } from '../config/env.schema';
import { UserEntity } from '../users/user.entity';
import { UserVersions } from '../users/user-versions';
import { withDataSource } from './with-data-source';

/**
 * `promote <username>`: grants the admin role to an existing account (username as written). With
 * `seed-admin`, the only way to make an admin: nothing a client sends can set the role. The
 * account's version token changes too, so the gateway's copy of the user shows the new role.
 */
export async function promote(env: AuthEnv, username: string, output: CliOutput): Promise<void> {
  await withDataSource(env, async (dataSource) => {
    const users = dataSource.getRepository(UserEntity);
    const user = await users.findOneBy({ username });
    if (!user)
      throw new CliError(`No account is named "${username}" (usernames are case-sensitive).`);
    if (user.role === 'admin') {
      output.out(`"${username}" is already an admin; nothing to do.`);
      return;
    }
    await users.update({ id: user.id }, { role: 'admin' });
    output.out(`"${username}" is now an admin.`);
    if (!(await markChanged(env, user.id))) {
      output.err(
        `Could not reach Redis at REDIS_URL: the gateway may show the old role for up to USER_CACHE_TTL_MS (the admin area checks the role afresh).`,
      );
    }
  });
}

/** Sets the account's version token on a connection of its own; false when Redis is out of reach. */
async function markChanged(env: AuthEnv, userId: string): Promise<boolean> {
  const redis = new Redis(env.REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return await new UserVersions(redis, env.REDIS_KEY_PREFIX).changed(userId);
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
