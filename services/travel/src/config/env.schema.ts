import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';

/**
 * The travel service's configuration, read once at start-up with nest-core's `loadConfig` (the
 * only place the environment is read). Every variable is listed in the root `.env.example`.
 */
export class TravelEnv {
  /** postgres://user:password@host:5432/database */
  @IsDefined({ message: 'DATABASE_URL is required (postgres://user:password@host:5432/database)' })
  @IsString()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  /** The service's own Postgres schema (tables and migrations table). */
  @Matches(/^[a-z_][a-z0-9_]{0,62}$/, {
    message: 'DATABASE_SCHEMA must be a lower-case identifier',
  })
  DATABASE_SCHEMA = 'travel';

  /** Redis of the event bus when KAFKA_BROKERS is unset (and of the readiness probe). */
  @IsUrl({ protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key (event streams), so that deployments or test files can share a Redis. */
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
  TRAVEL_SERVICE_HOST = '127.0.0.1';

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65_535)
  TRAVEL_SERVICE_PORT = 4003;
}
