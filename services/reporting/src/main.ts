import 'reflect-metadata';

import { runService } from '@app/nest-core';

import { reportingService } from './service';

/**
 * The reporting service process: the RPC server until SIGTERM (which closes the TCP server, the
 * queue, Redis and the travel client).
 */
runService(
  reportingService,
  {},
  {
    details: (env) =>
      `(PDF queue ${env.REDIS_KEY_PREFIX}bull:pdf-render, travel at ${env.TRAVEL_SERVICE_HOST}:${env.TRAVEL_SERVICE_PORT})`,
  },
);
