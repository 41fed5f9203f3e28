import { CliError, type CliOutput } from '@app/nest-core';

import type { AuthEnv } from '../config/env.schema';
import { UserEntity } from '../users/user.entity';
import { sessionStoreOn, withRedis } from './with-redis';
import { withDataSource } from './with-data-source';

/**
 * `reset-mfa <username>`: forgets an account's second factor (a lost phone and lost recovery
 * codes): its TOTP secret, last code and recovery codes. The administrator enrols again, with a
 * new QR code, at their next sign-in; every session of theirs ends now.
 */
export async function resetMfa(env: AuthEnv, username: string, output: CliOutput): Promise<void> {
  await withDataSource(env, async (dataSource) => {
    const users = dataSource.getRepository(UserEntity);
    const user = await users.findOneBy({ username });
    if (!user)
      throw new CliError(`No account is named "${username}" (usernames are case-sensitive).`);
    await users.update(
      { id: user.id },
      { mfaSecret: null, mfaLastTimeStep: null, mfaRecoveryCodeHashes: [] },
    );
    output.out(
      `The second factor of "${username}" is reset: they set it up again at their next sign-in.`,
    );
    const ended = await withRedis(env, (redis) =>
      sessionStoreOn(redis, env).destroyAllForUser(user.id),
    );
    if (!ended) {
      output.err(
        'Could not reach Redis at REDIS_URL: sessions already open stay open until they time out.',
      );
    }
  });
}
