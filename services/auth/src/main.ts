import 'reflect-metadata';

import { runService } from '@app/nest-core';

import { authService } from './service';

/** The auth service process: the RPC server and the outbox relay until SIGTERM. */
runService(
  authService,
  { relayOutbox: true },
  { details: (env) => `(schema ${env.DATABASE_SCHEMA})` },
);
