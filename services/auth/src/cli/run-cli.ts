import { loadConfig } from '@app/nest-core';

import { AuthEnv } from '../config/env.schema';
import { CliError, consoleOutput, type CliOutput } from './cli-output';
import { migrate } from './migrate.command';
import { promote } from './promote.command';
import { seedAdmin } from './seed-admin.command';

export const CLI_USAGE = [
  'Usage: node services/auth/dist/cli.js <command>',
  '',
  'Commands:',
  '  migrate              create the schema (DATABASE_SCHEMA) if needed and apply pending migrations',
  '  seed-admin           create the admin from ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD',
  '                       (no ADMIN_PASSWORD and no admin yet: generate one and print it once)',
  '  promote <username>   give an existing account the admin role',
  '',
  'Configuration comes from the environment (DATABASE_URL is required).',
];

export interface CliContext {
  env?: Record<string, string | undefined>;
  output?: CliOutput;
}

/**
 * Runs one CLI command and returns the process exit code: 0 done, 1 failed, 2 bad usage.
 *
 * @example
 * process.exitCode = await runCli(process.argv.slice(2));
 */
export async function runCli(args: readonly string[], context: CliContext = {}): Promise<number> {
  const output = context.output ?? consoleOutput;
  const [command, ...rest] = args;
  const usage = (code: number): number => {
    for (const line of CLI_USAGE) {
      if (code === 0) output.out(line);
      else output.err(line);
    }
    return code;
  };
  if (command === undefined || command === 'help' || command === '--help') return usage(0);
  if (!['migrate', 'seed-admin', 'promote'].includes(command)) {
    output.err(`Unknown command "${command}".`);
    return usage(2);
  }
  if (command === 'promote' && rest.length !== 1) return usage(2);
  try {
    const env = loadConfig(AuthEnv, context.env ?? process.env);
    if (command === 'migrate') await migrate(env, output);
    else if (command === 'seed-admin') await seedAdmin(env, output);
    else await promote(env, rest[0] ?? '', output);
    return 0;
  } catch (error) {
    output.err(error instanceof CliError ? error.message : `${command} failed: ${String(error)}`);
    return 1;
  }
}
