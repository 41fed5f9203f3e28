import { type DynamicModule, Global, Module, type Provider, type Type } from '@nestjs/common';

import { CLOCK, type Clock } from '../clock/clock';

/**
 * Provides an app's validated env (loaded once by main.ts or a test) app-wide under its class,
 * and, when given, the clock under `CLOCK`.
 *
 * @example
 * export const TravelConfigModule = {
 *   forRoot: (env: TravelEnv, clock: Clock) => EnvModule.forRoot(TravelEnv, env, clock),
 * };
 */
@Global()
@Module({})
export class EnvModule {
  static forRoot<Env extends object>(schema: Type<Env>, env: Env, clock?: Clock): DynamicModule {
    const providers: Provider[] = [{ provide: schema, useValue: env }];
    if (clock) providers.push({ provide: CLOCK, useValue: clock });
    return {
      module: EnvModule,
      providers,
      exports: clock ? [schema, CLOCK] : [schema],
    };
  }
}
