import { type DynamicModule, Global, Module } from '@nestjs/common';

import { GatewayEnv } from './env.schema';

/** Provides the validated `GatewayEnv` that `main` (or a test) loaded, to the whole app. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(env: GatewayEnv): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: GatewayEnv, useValue: env }],
      exports: [GatewayEnv],
    };
  }
}
