import type { WorkerDefinition } from '@app/nest-core';

import { AppModule } from './app.module';
import { WorkerEnv } from './config/env.schema';

/**
 * The PDF worker for the shared bootstrap: `init()` warms Chromium, starts the heartbeat and the
 * `pdf-render` queue's Worker; `close()` lets the PDFs in flight finish, then closes the browser
 * and Redis.
 */
export const pdfWorker: WorkerDefinition<WorkerEnv> = {
  name: 'reporting-worker',
  title: 'PDF worker',
  Env: WorkerEnv,
  module: (env) => AppModule.forRoot(env),
};
