import 'reflect-metadata';

import { runServiceCliProcess } from '@app/nest-core';

import { notificationCli } from './cli/run-cli';

/** `node services/notification/dist/cli.js migrate` (see run-cli.ts). */
runServiceCliProcess(notificationCli);
