import { type DynamicModule, Global, Module } from '@nestjs/common';

import { CLOCK, type Clock } from '@app/nest-core';

import { ReportingEnv } from './env.schema';

/** Provides the validated `ReportingEnv` (loaded once by main.ts or a test) and the clock. */
@Global()
@Module({})
export class ReportingConfigModule {
  static forRoot(env: ReportingEnv, clock: Clock): DynamicModule {
    return {
      module: ReportingConfigModule,
      providers: [
        { provide: ReportingEnv, useValue: env },
        { provide: CLOCK, useValue: clock },
      ],
      exports: [ReportingEnv, CLOCK],
    };
  }
}
