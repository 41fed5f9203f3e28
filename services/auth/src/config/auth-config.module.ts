import { type DynamicModule, Global, Module } from '@nestjs/common';

import { CLOCK, type Clock } from '@app/nest-core';

import { AuthEnv } from './env.schema';

/** Provides the validated `AuthEnv` (loaded once by main.ts or a test) and the clock. */
@Global()
@Module({})
export class AuthConfigModule {
  static forRoot(env: AuthEnv, clock: Clock): DynamicModule {
    return {
      module: AuthConfigModule,
      providers: [
        { provide: AuthEnv, useValue: env },
        { provide: CLOCK, useValue: clock },
      ],
      exports: [AuthEnv, CLOCK],
    };
  }
}
