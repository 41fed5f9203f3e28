import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

import { NOTIFICATION_RECIPIENTS_MAX_PAGE } from '@app/contracts';
import { IsEnvInt, ServiceEnv } from '@app/nest-core';
import { IsRpcPrivateKey } from '@app/rpc';

/** The longest settle window of level-change e-mails (ms): a traveller hears within 2 minutes. */
export const MAX_COMPLIANCE_SETTLE_MS = 120_000;
/** The shortest (ms): shorter would let the two calls of one visit (SPEC §7) e-mail again. */
export const MIN_COMPLIANCE_SETTLE_MS = 100;

/** Tick intervals that divide an hour, so every hour is visited at the same minutes. */
export const MORNING_EMAIL_TICK_MINUTES_CHOICES = [5, 10, 15, 20, 30, 60] as const;

/**
 * The notification service's configuration, read once at start-up with nest-core's `loadConfig`
 * (the only place the environment is read). Every variable is listed in the root `.env.example`.
 */
export class NotificationEnv extends ServiceEnv {
  override DATABASE_SCHEMA = 'notification';

  /** Where the RPC (TCP) server listens. */
  @IsString()
  NOTIFICATION_SERVICE_HOST = '127.0.0.1';

  @IsEnvInt({ min: 0, max: 65_535 })
  NOTIFICATION_SERVICE_PORT = 4002;

  /** Tries of each e-mail job before it stays failed (kept for inspection). */
  @IsEnvInt({ min: 1, max: 50 })
  EMAIL_JOB_ATTEMPTS = 8;

  /**
   * First retry delay of an e-mail job (ms); each later one doubles, with ±50 % jitter. The
   * default 5 s gives up after about 10 minutes of failures (8 attempts).
   */
  @IsEnvInt({ min: 1 })
  EMAIL_RETRY_DELAY_MS = 5_000;

  /** How long the bulk send waits for its e-mails before answering with what it knows (ms). */
  @IsEnvInt({ min: 100, max: 600_000 })
  BULK_EMAIL_WAIT_MS = 30_000;

  /** The key its calls to auth and travel are signed with (required to serve; docs/security.md). */
  @IsOptional()
  @IsRpcPrivateKey()
  NOTIFICATION_RPC_PRIVATE_KEY?: string;

  /** The auth service (TCP): e-mail addresses, names, time zones and preferences of users. */
  @IsString()
  AUTH_SERVICE_HOST = '127.0.0.1';

  @IsEnvInt({ min: 1, max: 65_535 })
  AUTH_SERVICE_PORT = 4001;

  /** The travel service (TCP): the travel records behind reminders and weekly summaries. */
  @IsString()
  TRAVEL_SERVICE_HOST = '127.0.0.1';

  @IsEnvInt({ min: 1, max: 65_535 })
  TRAVEL_SERVICE_PORT = 4003;

  /**
   * The local hour (0-23, in each user's profile time zone) in which last-day reminders and, on
   * Mondays, weekly summaries are sent.
   */
  @IsEnvInt({ min: 0, max: 23 })
  MORNING_EMAIL_HOUR = 8;

  /**
   * Minutes between two ticks of the morning e-mail scheduler (a divisor of 60). Several ticks
   * fall in each morning hour, so one lost to a restart is made up by the next; none sends twice.
   */
  @Type(() => Number)
  @IsIn(MORNING_EMAIL_TICK_MINUTES_CHOICES, {
    message: `MORNING_EMAIL_TICK_MINUTES must be one of ${MORNING_EMAIL_TICK_MINUTES_CHOICES.join(', ')}`,
  })
  MORNING_EMAIL_TICK_MINUTES = 15;

  /**
   * How long a user's travel records must stay unchanged before their compliance level is
   * evaluated for a level-change e-mail (ms; at most 2 minutes). Each change pushes the check back
   * by this much, so an entry whose exit follows within the window never e-mails.
   */
  @Type(() => Number)
  @IsInt()
  @Min(MIN_COMPLIANCE_SETTLE_MS, {
    message: `COMPLIANCE_SETTLE_MS must be at least ${MIN_COMPLIANCE_SETTLE_MS} (ms)`,
  })
  @Max(MAX_COMPLIANCE_SETTLE_MS, {
    message: `COMPLIANCE_SETTLE_MS must be at most ${MAX_COMPLIANCE_SETTLE_MS} (2 minutes)`,
  })
  COMPLIANCE_SETTLE_MS = 60_000;

  /** Users per 'morning-email-batch' job (one auth page and one travel call each). */
  @IsEnvInt({ min: 1, max: NOTIFICATION_RECIPIENTS_MAX_PAGE })
  MORNING_EMAIL_BATCH_SIZE = 200;
}
