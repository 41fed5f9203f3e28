import type { WorkerDefinition } from '@app/nest-core';

import { AppModule } from './app.module';
import { WorkerEnv } from './config/env.schema';

/**
 * The e-mail worker for the shared bootstrap: `init()` starts the `email` queue's Worker;
 * `close()` lets the jobs in flight finish, then closes SMTP, Redis and the auth client.
 */
export const emailWorker: WorkerDefinition<WorkerEnv> = {
  name: 'notification-worker',
  title: 'E-mail worker',
  Env: WorkerEnv,
  module: (env) => AppModule.forRoot(env),
};
