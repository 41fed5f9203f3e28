import { RedisConnectionModule } from '@app/nest-core';

import { TravelEnv } from '../config/env.schema';

export { REDIS } from '@app/nest-core';

/** The service's Redis connection (list versions, the readiness probe; the event bus holds its own). */
export const RedisModule = RedisConnectionModule.forRoot({
  env: TravelEnv,
  // Auto-pipelining: the list versions set after concurrent commits leave in one write.
  options: { enableAutoPipelining: true },
});
