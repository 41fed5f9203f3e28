import type { DynamicModule } from '@nestjs/common';

import { type Clock, EnvModule } from '@app/nest-core';

import { TravelEnv } from './env.schema';

/** Provides the validated `TravelEnv` (loaded once by main.ts or a test) and the clock. */
export const TravelConfigModule = {
  forRoot: (env: TravelEnv, clock: Clock): DynamicModule =>
    EnvModule.forRoot(TravelEnv, env, clock),
};
