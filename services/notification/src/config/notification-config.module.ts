import { type DynamicModule, Global, Module } from '@nestjs/common';

import { NotificationEnv } from './env.schema';

/** Provides the validated `NotificationEnv` (loaded once by main.ts or a test). */
@Global()
@Module({})
export class NotificationConfigModule {
  static forRoot(env: NotificationEnv): DynamicModule {
    return {
      module: NotificationConfigModule,
      providers: [{ provide: NotificationEnv, useValue: env }],
      exports: [NotificationEnv],
    };
  }
}
