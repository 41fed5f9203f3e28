import 'reflect-metadata';

import { runService } from '@app/nest-core';

import { notificationService } from './service';

/** The notification service process: the RPC server and the event consumer until SIGTERM. */
runService(
  notificationService,
  {},
  {
    details: (env) => `(schema ${env.DATABASE_SCHEMA}, queue prefix ${env.REDIS_KEY_PREFIX}bull)`,
  },
);
