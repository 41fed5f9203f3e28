import 'reflect-metadata';

import { runServiceCliProcess } from '@app/nest-core';

import { authCli } from './cli/run-cli';

/** `node services/auth/dist/cli.js migrate | seed-admin | promote <username>` (see run-cli.ts). */
runServiceCliProcess(authCli);
