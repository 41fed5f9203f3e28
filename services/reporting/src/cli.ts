import 'reflect-metadata';

import { runServiceCliProcess } from '@app/nest-core';

import { reportingCli } from './cli/run-cli';

/** `node services/reporting/dist/cli.js migrate` (see cli/run-cli.ts). */
runServiceCliProcess(reportingCli);
