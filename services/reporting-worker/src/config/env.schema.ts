import { IsString, MinLength } from 'class-validator';

import { IsEnvInt, RedisEnv } from '@app/nest-core';
import { IsRpcPrivateKey } from '@app/rpc';

/**
 * The PDF worker's configuration, read once at start-up with nest-core's `loadConfig` (the only
 * place the environment is read). Every variable is listed in the root `.env.example`.
 */
export class WorkerEnv extends RedisEnv {
  /** The key its calls to the reporting service are signed with (docs/security.md). */
  @IsRpcPrivateKey()
  REPORTING_WORKER_RPC_PRIVATE_KEY!: string;

  /** The reporting service (TCP): the worker asks it for the history of the job it renders. */
  @IsString()
  REPORTING_SERVICE_HOST = '127.0.0.1';

  @IsEnvInt({ min: 1, max: 65_535 })
  REPORTING_SERVICE_PORT = 4005;

  /** How long the worker waits for that answer (ms); a job whose call fails is retried. */
  @IsEnvInt({ min: 100 })
  RPC_TIMEOUT_MS = 5_000;

  /** The Chromium (or Chrome) binary puppeteer-core starts: Debian's `chromium` package by default. */
  @IsString()
  @MinLength(1)
  CHROMIUM_PATH = '/usr/bin/chromium';

  /** PDFs rendered at once by this process (one browser page each, in one shared browser). */
  @IsEnvInt({ min: 1, max: 16 })
  PDF_WORKER_CONCURRENCY = 2;

  /** The warm browser is replaced after this many PDFs (bounds memory growth); 0 never. */
  @IsEnvInt({ min: 0 })
  PDF_BROWSER_MAX_JOBS = 200;

  /** How long one PDF may take to render before the attempt fails (ms). */
  @IsEnvInt({ min: 1_000 })
  PDF_RENDER_TIMEOUT_MS = 30_000;

  /** A job whose worker stops renewing its lock this long (ms) is taken over (a killed worker). */
  @IsEnvInt({ min: 100 })
  PDF_LOCK_DURATION_MS = 30_000;

  /** How often (ms) this worker looks for such stalled jobs. */
  @IsEnvInt({ min: 100 })
  PDF_STALLED_INTERVAL_MS = 30_000;

  /** Times a job may be taken over from a dead worker before it fails. */
  @IsEnvInt({ min: 1, max: 10 })
  PDF_MAX_STALLED_COUNT = 2;

  /** How often (ms) the worker reports itself and its Chromium to the reporting service. */
  @IsEnvInt({ min: 100, max: 10_000 })
  PDF_HEARTBEAT_INTERVAL_MS = 5_000;
}
