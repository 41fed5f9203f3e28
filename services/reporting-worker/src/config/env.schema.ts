import { Type } from 'class-transformer';
import { IsInt, IsString, IsUrl, Max, Min, MinLength } from 'class-validator';

import { IsRpcPrivateKey } from '@app/nest-core';

/**
 * The PDF worker's configuration, read once at start-up with nest-core's `loadConfig` (the only
 * place the environment is read). Every variable is listed in the root `.env.example`.
 */
export class WorkerEnv {
  /** Redis of the `pdf-render` queue, of the rendered files and of the heartbeats. */
  @IsUrl({ protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key; the same value as the reporting service's. */
  @IsString()
  REDIS_KEY_PREFIX = '';

  /** The key its calls to the reporting service are signed with (docs/security.md). */
  @IsRpcPrivateKey()
  REPORTING_WORKER_RPC_PRIVATE_KEY!: string;

  /** The reporting service (TCP): the worker asks it for the history of the job it renders. */
  @IsString()
  REPORTING_SERVICE_HOST = '127.0.0.1';

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65_535)
  REPORTING_SERVICE_PORT = 4005;

  /** How long the worker waits for that answer (ms); a job whose call fails is retried. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  RPC_TIMEOUT_MS = 5_000;

  /** The Chromium (or Chrome) binary puppeteer-core starts: Debian's `chromium` package by default. */
  @IsString()
  @MinLength(1)
  CHROMIUM_PATH = '/usr/bin/chromium';

  /** PDFs rendered at once by this process (one browser page each, in one shared browser). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(16)
  PDF_WORKER_CONCURRENCY = 2;

  /** The warm browser is replaced after this many PDFs (bounds memory growth); 0 never. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  PDF_BROWSER_MAX_JOBS = 200;

  /** How long one PDF may take to render before the attempt fails (ms). */
  @Type(() => Number)
  @IsInt()
  @Min(1_000)
  PDF_RENDER_TIMEOUT_MS = 30_000;

  /** A job whose worker stops renewing its lock this long (ms) is taken over (a killed worker). */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  PDF_LOCK_DURATION_MS = 30_000;

  /** How often (ms) this worker looks for such stalled jobs. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  PDF_STALLED_INTERVAL_MS = 30_000;

  /** Times a job may be taken over from a dead worker before it fails. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10)
  PDF_MAX_STALLED_COUNT = 2;

  /** How often (ms) the worker reports itself and its Chromium to the reporting service. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(10_000)
  PDF_HEARTBEAT_INTERVAL_MS = 5_000;
}
