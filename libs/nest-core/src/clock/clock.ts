import { type DynamicModule, Global, Module } from '@nestjs/common';

/** Injection token of a service's clock: `() => Date`. Tests pass a controllable one. */
export const CLOCK = Symbol('CLOCK');

/** The current instant. Read it through the injected clock, never `new Date()` in a use case. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * Provides `CLOCK` everywhere in the app: the system clock, or a test's fixed one.
 *
 * @example
 * ClockModule.forRoot(options.clock) // in the app module's imports
 */
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
