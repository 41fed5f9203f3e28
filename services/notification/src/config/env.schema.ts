import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';

/**
 * The notification service's configuration, read once at start-up with nest-core's `loadConfig`
 * (the only place the environment is read). Every variable is listed in the root `.env.example`.
 */
export class NotificationEnv {
  /** postgres://user:password@host:5432/database (the `processed_events` table of the consumer). */
  @IsDefined({ message: 'DATABASE_URL is required (postgres://user:password@host:5432/database)' })
  @IsString()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  /** The service's own Postgres schema (tables and migrations table). */
  @Matches(/^[a-z_][a-z0-9_]{0,62}$/, {
    message: 'DATABASE_SCHEMA must be a lower-case identifier',
  })
  DATABASE_SCHEMA = 'notification';

  /** Redis of the `email` queue and (without Kafka) of the event bus. */
  @IsUrl({ protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key: the queue's keys are `<prefix>bull:email:…`. */
  @IsString()
  REDIS_KEY_PREFIX = '';

  /** Comma-separated Kafka brokers: set, the event bus is Kafka; unset, Redis Streams. */
  @IsOptional()
  @Matches(/^[^\s,]+(,[^\s,]+)*$/, {
    message: 'KAFKA_BROKERS must be host:port[,host:port…] without spaces',
  })
  KAFKA_BROKERS?: string;

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

  /** Kafka brokers as a list, or undefined for the Redis Streams bus. */
  get kafkaBrokers(): string[] | undefined {
    return this.KAFKA_BROKERS?.split(',');
  }
}
