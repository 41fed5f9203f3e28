import { randomBytes } from 'node:crypto';

import { COMMON_PASSWORD_MESSAGE } from '@app/contracts';
import { CliError, type CliOutput } from '@app/nest-core';

import type { AuthEnv } from '../config/env.schema';
import { isCommonPassword } from '../credentials/common-passwords';
import { PasswordHasher } from '../credentials/password-hasher';
import { createAccount } from '../users/create-account';
import { UserEntity } from '../users/user.entity';
import { withDataSource } from './with-data-source';

/** 18 random bytes → 24 base64url characters (144 bits). */
function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * `seed-admin`: creates the administrator named by ADMIN_USERNAME / ADMIN_EMAIL. With
 * ADMIN_PASSWORD unset and no admin at all yet, it generates a strong password and prints it once.
 * Idempotent: an existing admin of that name (or, without ADMIN_PASSWORD, any admin) is left as it
 * is. It never turns an existing ordinary account into an admin: that is `promote`'s job.
 */
export async function seedAdmin(env: AuthEnv, output: CliOutput, now = new Date()): Promise<void> {
  await withDataSource(env, async (dataSource) => {
    const users = dataSource.getRepository(UserEntity);
    const existing = await users.findOneBy({ username: env.ADMIN_USERNAME });
    if (existing?.role === 'admin') {
      output.out(`Admin "${existing.username}" already exists; nothing to do.`);
      return;
    }
    if (existing) {
      throw new CliError(
        `An ordinary account named "${existing.username}" already exists. Choose another ADMIN_USERNAME, or run \`promote ${existing.username}\` if that account should be an admin.`,
      );
    }
    const anyAdmin = await users.findOneBy({ role: 'admin' });
    if (env.ADMIN_PASSWORD === undefined && anyAdmin) {
      output.out(`An admin already exists ("${anyAdmin.username}"); nothing to do.`);
      return;
    }
    const password = env.ADMIN_PASSWORD ?? generatePassword();
    if (isCommonPassword(password))
      throw new CliError(`ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`);
    const passwordHash = await new PasswordHasher().hash(password);
    const admin = await createAccount(
      dataSource,
      { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, passwordHash, role: 'admin' },
      now,
    ).catch((error: unknown) => {
      throw new CliError(`Cannot create the admin: ${(error as Error).message}`);
    });
    output.out(`Admin "${admin.username}" <${admin.email}> created.`);
    if (env.ADMIN_PASSWORD === undefined) printGeneratedPassword(output, password);
  });
}

function printGeneratedPassword(output: CliOutput, password: string): void {
  const rule = '='.repeat(72);
  output.out(rule);
  output.out('  ADMIN PASSWORD (generated because ADMIN_PASSWORD is not set)');
  output.out(`  ${password}`);
  output.out('  It is shown this once and stored only as a hash: keep it now.');
  output.out(rule);
}
