import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

import { DEFAULT_SHUTDOWN_GRACE_MS } from '@app/rpc';

/**
 * The shutdown settings every long-running process reads (with `loadConfig`), beside its own env
 * class. `SHUTDOWN_GRACE_MS` bounds how long a TCP service, once told to stop, lets the calls it
 * already took run to their answer; keep it below the orchestrator's kill deadline (Kubernetes'
 * `terminationGracePeriodSeconds`, the launcher's 15 s).
 *
 * @example
 * const { SHUTDOWN_GRACE_MS } = loadConfig(ShutdownEnv);
 */
export class ShutdownEnv {
  @Type(() => Number)
  @IsInt({ message: 'SHUTDOWN_GRACE_MS must be a whole number of milliseconds' })
  @Min(0)
  @Max(120_000)
  SHUTDOWN_GRACE_MS = DEFAULT_SHUTDOWN_GRACE_MS;
}
