import { type DynamicModule, Module } from '@nestjs/common';

import type { WorkerEnv } from './config/env.schema';
import { WorkerConfigModule } from './config/worker-config.module';
import { PdfRenderModule } from './pdf-render/pdf-render.module';

/** The PDF worker: configuration and the `pdf-render` queue's Worker (no HTTP, no RPC server). */
@Module({})
export class AppModule {
  static forRoot(env: WorkerEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [WorkerConfigModule.forRoot(env), PdfRenderModule],
    };
  }
}
