import type { DynamicModule } from '@nestjs/common';

import { EnvModule } from '@app/nest-core';

import { WorkerEnv } from './env.schema';

/** Provides the validated `WorkerEnv` (loaded once by main.ts or a test). */
export const WorkerConfigModule = {
  forRoot: (env: WorkerEnv): DynamicModule => EnvModule.forRoot(WorkerEnv, env),
};
