import 'reflect-metadata';

import { runService } from '@app/nest-core';

import { travelService } from './service';

/**
 * The travel service process: the RPC server, the `auth.user.*` consumer and the outbox relay
 * until SIGTERM.
 */
runService(
  travelService,
  { relayOutbox: true },
  { details: (env) => `(schema ${env.DATABASE_SCHEMA})` },
);
