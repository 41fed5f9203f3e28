import { type DynamicModule, Global, Module } from '@nestjs/common';

import { WorkerEnv } from './env.schema';

/** Provides the validated `WorkerEnv` (loaded once by main.ts or a test). */
@Global()
@Module({})
export class WorkerConfigModule {
  static forRoot(env: WorkerEnv): DynamicModule {
    return {
      module: WorkerConfigModule,
      providers: [{ provide: WorkerEnv, useValue: env }],
      exports: [WorkerEnv],
    };
  }
}
