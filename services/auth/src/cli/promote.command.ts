import { CliError, type CliOutput } from '@app/nest-core';

import type { AuthEnv } from '../config/env.schema';
import { UserEntity } from '../users/user.entity';
import { UserVersions } from '../users/user-versions';
import { sessionStoreOn, withRedis } from './with-redis';
import { withDataSource } from './with-data-source';

/**
 * `promote <username>`: grants the admin role to an existing account (username as written). With
 * `seed-admin`, the only way to make an admin: nothing a client sends can set the role. The
 * account's version token changes too, so the gateway's copy of the user shows the new role, and
 * its sessions end: it signs in again with an administrator's second factor (docs/adr/0023).
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
    // The account signs in again, now with an administrator's second factor and session policy.
    const reached = await withRedis(env, async (redis) => {
      await new UserVersions(redis, env.REDIS_KEY_PREFIX).changed(user.id);
      await sessionStoreOn(redis, env).destroyAllForUser(user.id);
    });
    if (!reached) {
      output.err(
        `Could not reach Redis at REDIS_URL: the gateway may show the old role for up to USER_CACHE_TTL_MS (the admin area checks the role afresh), and the account's open sessions stay open.`,
      );
    }
  });
}
