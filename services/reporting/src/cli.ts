import 'reflect-metadata';

import { runCli } from './cli/run-cli';

/** `node services/reporting/dist/cli.js migrate` (see cli/run-cli.ts). */
runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
