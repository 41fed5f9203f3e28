import { type CliContext, loadConfig, runServiceCli, type ServiceCli } from '@app/nest-core';

import { AuthEnv } from '../config/env.schema';
import { migrate } from './migrate.command';
import { promote } from './promote.command';
import { resetMfa } from './reset-mfa.command';
import { seedAdmin } from './seed-admin.command';

/** The auth service's CLI (`node services/auth/dist/cli.js`). */
export const authCli: ServiceCli<AuthEnv> = {
  script: 'services/auth/dist/cli.js',
  loadEnv: (env) => loadConfig(AuthEnv, env),
  commands: {
    migrate: {
      description: 'create the schema (DATABASE_SCHEMA) if needed and apply pending migrations',
      run: (env, _args, output) => migrate(env, output),
    },
    'seed-admin': {
      description:
        'create the admin from ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD (no ADMIN_PASSWORD and no admin yet: generate one and print it once)',
      run: (env, _args, output) => seedAdmin(env, output),
    },
    promote: {
      args: '<username>',
      arity: 1,
      description: 'give an existing account the admin role',
      run: (env, [username = ''], output) => promote(env, username, output),
    },
    'reset-mfa': {
      args: '<username>',
      arity: 1,
      description:
        "forget an account's second factor (lost phone and recovery codes): it enrols again at its next sign-in",
      run: (env, [username = ''], output) => resetMfa(env, username, output),
    },
  },
};

/**
 * Runs one CLI command and returns the process exit code: 0 done, 1 failed, 2 bad usage.
 *
 * @example
 * process.exitCode = await runCli(process.argv.slice(2));
 */
export function runCli(args: readonly string[], context: CliContext = {}): Promise<number> {
  return runServiceCli(authCli, args, context);
}
