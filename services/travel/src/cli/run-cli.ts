import { loadConfig } from '@app/nest-core';

import { TravelEnv } from '../config/env.schema';
import { CliError, consoleOutput, type CliOutput } from './cli-output';
import { migrate } from './migrate.command';

export const CLI_USAGE = [
  'Usage: node services/travel/dist/cli.js <command>',
  '',
  'Commands:',
  '  migrate              create the schema (DATABASE_SCHEMA) if needed and apply pending migrations',
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
  if (command !== 'migrate') {
    output.err(`Unknown command "${command}".`);
    return usage(2);
  }
  if (rest.length > 0) return usage(2);
  try {
    await migrate(loadConfig(TravelEnv, context.env ?? process.env), output);
    return 0;
  } catch (error) {
    output.err(error instanceof CliError ? error.message : `${command} failed: ${String(error)}`);
    return 1;
  }
}
