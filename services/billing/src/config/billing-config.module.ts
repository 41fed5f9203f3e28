import type { DynamicModule } from '@nestjs/common';

import { type Clock, EnvModule } from '@app/nest-core';

import { BillingEnv } from './env.schema';

/** Provides the validated `BillingEnv` (loaded once by main.ts or a test) and the clock. */
export const BillingConfigModule = {
  forRoot: (env: BillingEnv, clock: Clock): DynamicModule =>
    EnvModule.forRoot(BillingEnv, env, clock),
};
