import { type CliContext, loadConfig, runServiceCli, type ServiceCli } from '@app/nest-core';

import { TravelEnv } from '../config/env.schema';
import { migrate } from './migrate.command';

/** The travel service's CLI (`node services/travel/dist/cli.js`). */
export const travelCli: ServiceCli<TravelEnv> = {
  script: 'services/travel/dist/cli.js',
  loadEnv: (env) => loadConfig(TravelEnv, env),
  commands: {
    migrate: {
      description: 'create the schema (DATABASE_SCHEMA) if needed and apply pending migrations',
      run: (env, _args, output) => migrate(env, output),
    },
  },
};

/** Runs one CLI command and returns the process exit code: 0 done, 1 failed, 2 bad usage. */
export function runCli(args: readonly string[], context: CliContext = {}): Promise<number> {
  return runServiceCli(travelCli, args, context);
}
