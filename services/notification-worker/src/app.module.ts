import { type DynamicModule, Module } from '@nestjs/common';

import type { WorkerEnv } from './config/env.schema';
import { WorkerConfigModule } from './config/worker-config.module';
import { EmailModule } from './email/email.module';

/** The e-mail worker: configuration and the `email` queue's Worker (no HTTP, no RPC server). */
@Module({})
export class AppModule {
  static forRoot(env: WorkerEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [WorkerConfigModule.forRoot(env), EmailModule],
    };
  }
}
