import { RedisConnectionModule } from '@app/nest-core';

import { BillingEnv } from '../config/env.schema';

export { REDIS } from '@app/nest-core';

/** The service's Redis connection (the readiness probe; the event bus holds its own). */
export const RedisModule = RedisConnectionModule.forRoot({ env: BillingEnv });
