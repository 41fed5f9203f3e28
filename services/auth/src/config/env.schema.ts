import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  UNSUBSCRIBE_SECRET_MIN_LENGTH,
  USERNAME_FORMAT,
} from '@app/contracts';

import { IsEnvInt, IsEnvSecret, ServiceEnv } from '@app/nest-core';
import { SESSION_SECRET_MIN_LENGTH } from '@app/sessions';

/**
 * The auth service's configuration, read once at start-up with nest-core's `loadConfig` (the only
 * place the environment is read). Every variable is listed in the root `.env.example`.
 */
export class AuthEnv extends ServiceEnv {
  override DATABASE_SCHEMA = 'auth';

  /** Where the RPC (TCP) server listens. */
  @IsString()
  AUTH_SERVICE_HOST = '127.0.0.1';

  @IsEnvInt({ min: 0, max: 65_535 })
  AUTH_SERVICE_PORT = 4001;

  /** A session unused for this long ends (default 7 days). */
  @IsEnvInt({ min: 1 })
  SESSION_IDLE_TIMEOUT_MINUTES = 10_080;

  /** A session ends this long after sign-in, however active (default 30 days). */
  @IsEnvInt({ min: 1 })
  SESSION_ABSOLUTE_TIMEOUT_HOURS = 720;

  /**
   * An administrator's session ends after this long unused (default 15 minutes; ASVS 5.0 V7.3.1),
   * whatever SESSION_IDLE_TIMEOUT_MINUTES says for users (docs/adr/0023).
   */
  @IsEnvInt({ min: 1 })
  ADMIN_SESSION_IDLE_TIMEOUT_MINUTES = 15;

  /** An administrator's session ends this long after sign-in (default 8 hours; ASVS 5.0 V7.3.2). */
  @IsEnvInt({ min: 1 })
  ADMIN_SESSION_ABSOLUTE_TIMEOUT_HOURS = 8;

  /**
   * Forgot-username and forgot-password answer no sooner than this (ms), whether or not the
   * account exists, so that timing does not tell which e-mails have accounts.
   */
  @IsEnvInt({ min: 0, max: 10_000 })
  RECOVERY_MIN_RESPONSE_MS = 300;

  /** The first administrator, created by `cli.js seed-admin`. */
  @Matches(USERNAME_FORMAT, { message: 'ADMIN_USERNAME may contain letters, digits, . _ -' })
  @MinLength(3)
  @MaxLength(32)
  ADMIN_USERNAME = 'admin';

  @IsEmail({}, { message: 'ADMIN_EMAIL must be an e-mail address' })
  ADMIN_EMAIL = 'admin@schengen-tracker.example';

  /** Unset: `seed-admin` generates one and prints it once. */
  @IsOptional()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  ADMIN_PASSWORD?: string;

  /**
   * Verifies the one-click unsubscribe links that the notification worker signs with the same
   * secret. Unset: unsubscribe links are refused as not configured.
   */
  @IsEnvSecret(UNSUBSCRIBE_SECRET_MIN_LENGTH, { optional: true })
  UNSUBSCRIBE_SECRET?: string;

  /**
   * Encrypts administrators' TOTP secrets at rest (AES-256-GCM under its SHA-256; ASVS 5.0
   * V6.5.x, V11.x). Unset: administrators cannot sign in (503 with a message); `npm start`
   * generates one into .data/secrets.json. Changing it makes every enrolled admin enrol again
   * (`npm run admin -- reset-mfa <user>`).
   */
  @IsEnvSecret(32, { optional: true })
  MFA_ENCRYPTION_KEY?: string;

  /** The issuer an authenticator app shows for the administrators' TOTP entry. */
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  PRODUCT_NAME = 'Schengen Tracker';

  /**
   * The key the session records in Redis are sealed with (HMAC; the gateway's same value).
   * Optional here so that the CLI (migrate, seed-admin) runs without it; the service refuses to
   * start without it (docs/security.md).
   */
  @IsEnvSecret(SESSION_SECRET_MIN_LENGTH, { optional: true })
  SESSION_SECRET?: string;

  get sessionIdleTimeoutMs(): number {
    return this.SESSION_IDLE_TIMEOUT_MINUTES * 60_000;
  }

  get sessionAbsoluteTimeoutMs(): number {
    return this.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3_600_000;
  }

  /** The stricter timeouts of an administrator's sessions (`SessionStore.create`'s policy). */
  get adminSessionPolicy(): { idleTimeoutMs: number; absoluteTimeoutMs: number } {
    return {
      idleTimeoutMs: this.ADMIN_SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      absoluteTimeoutMs: this.ADMIN_SESSION_ABSOLUTE_TIMEOUT_HOURS * 3_600_000,
    };
  }
}
