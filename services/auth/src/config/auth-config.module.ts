import type { DynamicModule } from '@nestjs/common';

import { type Clock, EnvModule } from '@app/nest-core';

import { AuthEnv } from './env.schema';

/** Provides the validated `AuthEnv` (loaded once by main.ts or a test) and the clock. */
export const AuthConfigModule = {
  forRoot: (env: AuthEnv, clock: Clock): DynamicModule => EnvModule.forRoot(AuthEnv, env, clock),
};
