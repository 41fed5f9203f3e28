import 'reflect-metadata';

import { runServiceCliProcess } from '@app/nest-core';

import { billingCli } from './cli/run-cli';

/** `node services/billing/dist/cli.js migrate` (see run-cli.ts). */
runServiceCliProcess(billingCli);
