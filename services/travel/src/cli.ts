import 'reflect-metadata';

import { runServiceCliProcess } from '@app/nest-core';

import { travelCli } from './cli/run-cli';

/** `node services/travel/dist/cli.js migrate` (see run-cli.ts). */
runServiceCliProcess(travelCli);
