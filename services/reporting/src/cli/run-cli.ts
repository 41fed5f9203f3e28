import { type CliContext, loadConfig, runServiceCli, type ServiceCli } from '@app/nest-core';
import { migrateSchema } from '@app/persistence';

import { reportingDataSourceOptions } from '../admin/reporting-data-source';
import { ReportingEnv } from '../config/env.schema';

/** The reporting service's CLI (`node services/reporting/dist/cli.js`). */
export const reportingCli: ServiceCli<ReportingEnv> = {
  script: 'services/reporting/dist/cli.js',
  loadEnv: (env) => loadConfig(ReportingEnv, env),
  commands: {
    migrate: {
      description: 'create the schema (DATABASE_SCHEMA) if needed and apply pending migrations',
      run: async (env, _args, output) => {
        output.out(
          await migrateSchema(
            reportingDataSourceOptions(env),
            env.DATABASE_URL,
            env.DATABASE_SCHEMA,
          ),
        );
      },
    },
  },
};

/** Runs one CLI command and returns the process exit code: 0 done, 1 failed, 2 bad usage. */
export function runCli(args: readonly string[], context: CliContext = {}): Promise<number> {
  return runServiceCli(reportingCli, args, context);
}
