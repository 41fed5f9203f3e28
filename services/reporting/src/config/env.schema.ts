import { IsOptional, IsString, Matches } from 'class-validator';

import { IsEnvInt, ServiceEnv } from '@app/nest-core';
import { IsRpcPrivateKey } from '@app/rpc';

/**
 * The reporting service's configuration, read once at start-up with nest-core's `loadConfig` (the
 * only place the environment is read). Every variable is listed in the root `.env.example`. The
 * travel history comes from the travel service, the PDF jobs and the rendered files live in Redis;
 * the admin read model and audit log live in its own Postgres schema (docs/adr/0010).
 */
export class ReportingEnv extends ServiceEnv {
  /** Postgres of the admin read model (connections open on first use). */
  override DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/schengen_tracker';

  override DATABASE_SCHEMA = 'reporting';

  /** Where the RPC (TCP) server listens. */
  @IsString()
  REPORTING_SERVICE_HOST = '127.0.0.1';

  @IsEnvInt({ min: 0, max: 65_535 })
  REPORTING_SERVICE_PORT = 4005;

  /** The key its calls to the travel service are signed with (required to serve). */
  @IsOptional()
  @IsRpcPrivateKey()
  REPORTING_RPC_PRIVATE_KEY?: string;

  /** The travel service (TCP), for the user's travel records. */
  @IsString()
  TRAVEL_SERVICE_HOST = '127.0.0.1';

  @IsEnvInt({ min: 1, max: 65_535 })
  TRAVEL_SERVICE_PORT = 4003;

  /** How long a call to the travel service may take (ms). */
  @IsEnvInt({ min: 100 })
  RPC_TIMEOUT_MS = 5_000;

  /** The title of the PDF report. */
  @Matches(/^[^\r\n]{1,100}$/, {
    message: 'PRODUCT_NAME must be one line of at most 100 characters',
  })
  PRODUCT_NAME = 'Schengen Tracker';

  /** Tries of each PDF job (a crashed browser or worker is retried) before it fails for good. */
  @IsEnvInt({ min: 1, max: 10 })
  PDF_JOB_ATTEMPTS = 3;

  /** First retry delay of a PDF job (ms); each later one doubles. */
  @IsEnvInt({ min: 1 })
  PDF_RETRY_DELAY_MS = 500;

  /** PDF exports one user may request per minute (each one runs a browser page). */
  @IsEnvInt({ min: 1 })
  PDF_REQUESTS_PER_MINUTE = 10;
}
