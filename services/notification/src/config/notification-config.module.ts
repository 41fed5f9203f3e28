import type { DynamicModule } from '@nestjs/common';

import { EnvModule } from '@app/nest-core';

import { NotificationEnv } from './env.schema';

/** Provides the validated `NotificationEnv` (loaded once by main.ts or a test). */
export const NotificationConfigModule = {
  forRoot: (env: NotificationEnv): DynamicModule => EnvModule.forRoot(NotificationEnv, env),
};
