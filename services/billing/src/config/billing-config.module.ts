import { type DynamicModule, Global, Module } from '@nestjs/common';

import { CLOCK, type Clock } from '@app/nest-core';

import { BillingEnv } from './env.schema';

/** Provides the validated `BillingEnv` (loaded once by main.ts or a test) and the clock. */
@Global()
@Module({})
export class BillingConfigModule {
  static forRoot(env: BillingEnv, clock: Clock): DynamicModule {
    return {
      module: BillingConfigModule,
      providers: [
        { provide: BillingEnv, useValue: env },
        { provide: CLOCK, useValue: clock },
      ],
      exports: [BillingEnv, CLOCK],
    };
  }
}
