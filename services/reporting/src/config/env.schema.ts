import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';

import { IsRpcPrivateKey, IsRpcPublicKeys } from '@app/nest-core';

/**
 * The reporting service's configuration, read once at start-up with nest-core's `loadConfig` (the
 * only place the environment is read). Every variable is listed in the root `.env.example`. The
 * travel history comes from the travel service, the PDF jobs and the rendered files live in Redis;
 * the admin read model and audit log live in its own Postgres schema (docs/adr/0010).
 */
export class ReportingEnv {
  /** Postgres of the admin read model (connections open on first use). */
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/schengen_tracker';

  /** The service's own Postgres schema (the admin read model, audit log, migrations table). */
  @Matches(/^[a-z_][a-z0-9_]{0,62}$/, {
    message: 'DATABASE_SCHEMA must be a lower-case identifier',
  })
  DATABASE_SCHEMA = 'reporting';

  /** Comma-separated Kafka brokers: set, the event bus is Kafka; unset, Redis Streams. */
  @IsOptional()
  @Matches(/^[^\s,]+(,[^\s,]+)*$/, {
    message: 'KAFKA_BROKERS must be host:port[,host:port…] without spaces',
  })
  KAFKA_BROKERS?: string;

  /** Kafka brokers as a list, or undefined for the Redis Streams bus. */
  get kafkaBrokers(): string[] | undefined {
    return this.KAFKA_BROKERS?.split(',');
  }

  /** Redis of the `pdf-render` queue and of the rendered files. */
  @IsUrl({ protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key; the same value as the reporting worker's. */
  @IsString()
  REDIS_KEY_PREFIX = '';

  /** Where the RPC (TCP) server listens. */
  @IsString()
  REPORTING_SERVICE_HOST = '127.0.0.1';

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65_535)
  REPORTING_SERVICE_PORT = 4005;

  /** The public keys of the callers this service trusts (required to serve; docs/security.md). */
  @IsOptional()
  @IsRpcPublicKeys()
  RPC_PUBLIC_KEYS?: string;

  /** The key its calls to the travel service are signed with (required to serve). */
  @IsOptional()
  @IsRpcPrivateKey()
  REPORTING_RPC_PRIVATE_KEY?: string;

  /** The travel service (TCP), for the user's travel records. */
  @IsString()
  TRAVEL_SERVICE_HOST = '127.0.0.1';

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65_535)
  TRAVEL_SERVICE_PORT = 4003;

  /** How long a call to the travel service may take (ms). */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  RPC_TIMEOUT_MS = 5_000;

  /** The title of the PDF report. */
  @Matches(/^[^\r\n]{1,100}$/, {
    message: 'PRODUCT_NAME must be one line of at most 100 characters',
  })
  PRODUCT_NAME = 'Schengen Tracker';

  /** Tries of each PDF job (a crashed browser or worker is retried) before it fails for good. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10)
  PDF_JOB_ATTEMPTS = 3;

  /** First retry delay of a PDF job (ms); each later one doubles. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  PDF_RETRY_DELAY_MS = 500;

  /** PDF exports one user may request per minute (each one runs a browser page). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  PDF_REQUESTS_PER_MINUTE = 10;
}
