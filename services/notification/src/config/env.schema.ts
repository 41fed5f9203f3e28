import { Type } from 'class-transformer';
import { IsInt, IsString, Max, Min } from 'class-validator';

import { ServiceEnv } from '@app/nest-core';

/**
 * The notification service's configuration, read once at start-up with nest-core's `loadConfig`
 * (the only place the environment is read). Every variable is listed in the root `.env.example`.
 */
export class NotificationEnv extends ServiceEnv {
  override DATABASE_SCHEMA = 'notification';

  /** Where the RPC (TCP) server listens. */
  @IsString()
  NOTIFICATION_SERVICE_HOST = '127.0.0.1';

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65_535)
  NOTIFICATION_SERVICE_PORT = 4002;

  /** Tries of each e-mail job before it stays failed (kept for inspection). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  EMAIL_JOB_ATTEMPTS = 8;

  /**
   * First retry delay of an e-mail job (ms); each later one doubles, with ±50 % jitter. The
   * default 5 s gives up after about 10 minutes of failures (8 attempts).
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  EMAIL_RETRY_DELAY_MS = 5_000;

  /** How long the bulk send waits for its e-mails before answering with what it knows (ms). */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(600_000)
  BULK_EMAIL_WAIT_MS = 30_000;
}
