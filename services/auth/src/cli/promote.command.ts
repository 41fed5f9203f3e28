import type { AuthEnv } from '../config/env.schema';
import { UserEntity } from '../users/user.entity';
import { CliError, type CliOutput } from './cli-output';
import { withDataSource } from './with-data-source';

/**
 * `promote <username>`: grants the admin role to an existing account (username as written). With
 * `seed-admin`, the only way to make an admin: nothing a client sends can set the role.
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
  });
}
