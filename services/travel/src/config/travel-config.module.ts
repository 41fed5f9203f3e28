import { type DynamicModule, Global, Module } from '@nestjs/common';

import { CLOCK, type Clock } from '@app/nest-core';

import { TravelEnv } from './env.schema';

/** Provides the validated `TravelEnv` (loaded once by main.ts or a test) and the clock. */
@Global()
@Module({})
export class TravelConfigModule {
  static forRoot(env: TravelEnv, clock: Clock): DynamicModule {
    return {
      module: TravelConfigModule,
      providers: [
        { provide: TravelEnv, useValue: env },
        { provide: CLOCK, useValue: clock },
      ],
      exports: [TravelEnv, CLOCK],
    };
  }
}
