import type { DynamicModule } from '@nestjs/common';

import { type Clock, EnvModule } from '@app/nest-core';

import { ReportingEnv } from './env.schema';

/** Provides the validated `ReportingEnv` (loaded once by main.ts or a test) and the clock. */
export const ReportingConfigModule = {
  forRoot: (env: ReportingEnv, clock: Clock): DynamicModule =>
    EnvModule.forRoot(ReportingEnv, env, clock),
};
