import { IsEmail, IsOptional, IsString, IsUrl, Matches } from 'class-validator';

import { UNSUBSCRIBE_SECRET_MIN_LENGTH } from '@app/contracts';
import { IsEnvInt, IsEnvSecret, RedisEnv } from '@app/nest-core';
import { IsRpcPrivateKey } from '@app/rpc';

const SECRET_MIN_LENGTH = 32;
const DEFAULT_FROM_ADDRESS = 'no-reply@schengen-tracker.example';

/**
 * The e-mail worker's configuration, read once at start-up with nest-core's `loadConfig` (the only
 * place the environment is read). Every variable is listed in the root `.env.example`.
 */
export class WorkerEnv extends RedisEnv {
  /** smtp://[user:password@]host:port (smtps:// for implicit TLS); a pooled connection is kept. */
  @IsUrl(
    { protocols: ['smtp', 'smtps'], require_tld: false, require_protocol: true },
    { message: 'SMTP_URL must be an smtp:// or smtps:// URL' },
  )
  SMTP_URL = 'smtp://127.0.0.1:1025';

  /** The From header; default `"<PRODUCT_NAME>" <no-reply@schengen-tracker.example>`. */
  @IsOptional()
  @Matches(/^[^\r\n]+$/, { message: 'MAIL_FROM must be one line' })
  MAIL_FROM?: string;

  @Matches(/^[^\r\n]{1,100}$/, {
    message: 'PRODUCT_NAME must be one line of at most 100 characters',
  })
  PRODUCT_NAME = 'Schengen Tracker';

  @IsEmail({}, { message: 'SUPPORT_EMAIL must be an e-mail address' })
  SUPPORT_EMAIL = 'support@schengen-tracker.example';

  /** Where the SPA is served: the base of every link in an e-mail. */
  @IsUrl(
    { protocols: ['http', 'https'], require_tld: false, require_protocol: true },
    { message: 'PUBLIC_URL must be an http(s):// URL' },
  )
  PUBLIC_URL = 'http://localhost:3000';

  /** Key of the password-reset tokens (HMAC of the request id). Keep it secret and stable. */
  @IsEnvSecret(SECRET_MIN_LENGTH)
  RESET_TOKEN_SECRET!: string;

  /** Key of the unsubscribe links; the auth service verifies them with the same value. */
  @IsEnvSecret(UNSUBSCRIBE_SECRET_MIN_LENGTH)
  UNSUBSCRIBE_SECRET!: string;

  /** The key its calls to the auth service are signed with (docs/security.md). */
  @IsRpcPrivateKey()
  NOTIFICATION_WORKER_RPC_PRIVATE_KEY!: string;

  /** The auth service (TCP), for attaching reset-token hashes. */
  @IsString()
  AUTH_SERVICE_HOST = '127.0.0.1';

  @IsEnvInt({ min: 1, max: 65_535 })
  AUTH_SERVICE_PORT = 4001;

  /** E-mails sent in parallel by this process. */
  @IsEnvInt({ min: 1, max: 100 })
  EMAIL_WORKER_CONCURRENCY = 4;

  /** A job whose worker stops renewing its lock this long (ms) is taken over (a killed worker). */
  @IsEnvInt({ min: 100 })
  EMAIL_LOCK_DURATION_MS = 30_000;

  /** How often (ms) this worker looks for such stalled jobs. */
  @IsEnvInt({ min: 100 })
  EMAIL_STALLED_INTERVAL_MS = 30_000;

  /** Times a job may be taken over from a dead worker before it fails. */
  @IsEnvInt({ min: 1, max: 10 })
  EMAIL_MAX_STALLED_COUNT = 2;

  /** How long (days) the "already sent" marker of a job is kept. */
  @IsEnvInt({ min: 8 })
  EMAIL_SENT_MARKER_TTL_DAYS = 30;

  /** `PUBLIC_URL` without a trailing slash. */
  get publicUrl(): string {
    return this.PUBLIC_URL.replace(/\/+$/, '');
  }

  get mailFrom(): string {
    return (
      this.MAIL_FROM ?? `"${this.PRODUCT_NAME.replace(/["\\]/g, '')}" <${DEFAULT_FROM_ADDRESS}>`
    );
  }

  /** The domain of the From address (the right-hand side of every Message-ID). */
  get mailDomain(): string {
    return /@([^\s<>@]+)>?\s*$/.exec(this.mailFrom)?.[1] ?? 'schengen-tracker.example';
  }
}
