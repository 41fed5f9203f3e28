import { type DynamicModule, Global, Module } from '@nestjs/common';

import { CLOCK, systemClock, type Clock } from './clock';

/** Provides the service's clock (`CLOCK`) everywhere: the system clock, or a test's fixed one. */
@Global()
@Module({})
export class ClockModule {
  static forRoot(clock: Clock = systemClock): DynamicModule {
    return {
      module: ClockModule,
      providers: [{ provide: CLOCK, useValue: clock }],
      exports: [CLOCK],
    };
  }
}
