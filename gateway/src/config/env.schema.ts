import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';

import { IsEnvInt, IsEnvSecret } from '@app/nest-core';
import { IsRpcPrivateKey } from '@app/rpc';
import { SESSION_SECRET_MIN_LENGTH } from '@app/sessions';

import { type TrustProxy, trustProxyOption, trustProxyProblem } from '../http/trust-proxy';

/** How much longer than the longest service call an idle connection stays open (ms). */
export const IDLE_CONNECTION_MARGIN_MS = 30_000;

/**
 * Every field carries an explicit type: `loadConfig` converts strings by the decorator metadata
 * of that type.
 *
 * The gateway's configuration: the only place it reads the environment (see .env.example). */
export class GatewayEnv {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsEnvInt({ min: 0, max: 65_535 })
  PORT: number = 3000;

  @IsString()
  HOST: string = '127.0.0.1';

  /** The key the gateway signs every service call's assertion with (docs/security.md). */
  @IsRpcPrivateKey()
  GATEWAY_RPC_PRIVATE_KEY!: string;

  @IsString()
  AUTH_SERVICE_HOST: string = '127.0.0.1';

  @IsEnvInt({ min: 1, max: 65_535 })
  AUTH_SERVICE_PORT: number = 4001;

  @IsString()
  NOTIFICATION_SERVICE_HOST: string = '127.0.0.1';

  @IsEnvInt({ min: 1, max: 65_535 })
  NOTIFICATION_SERVICE_PORT: number = 4002;

  @IsString()
  TRAVEL_SERVICE_HOST: string = '127.0.0.1';

  @IsEnvInt({ min: 1, max: 65_535 })
  TRAVEL_SERVICE_PORT: number = 4003;

  @IsString()
  BILLING_SERVICE_HOST: string = '127.0.0.1';

  @IsEnvInt({ min: 1, max: 65_535 })
  BILLING_SERVICE_PORT: number = 4004;

  @IsString()
  REPORTING_SERVICE_HOST: string = '127.0.0.1';

  @IsEnvInt({ min: 1, max: 65_535 })
  REPORTING_SERVICE_PORT: number = 4005;

  /** How long a call to a service may take (ms). */
  @IsEnvInt({ min: 100 })
  RPC_TIMEOUT_MS: number = 5_000;

  /**
   * How long the admin's batch calls may take (ms): the bulk e-mail (which waits up to the
   * notification service's BULK_EMAIL_WAIT_MS for delivery), the clean-up of every user's orphaned
   * exits and the user CSV.
   */
  @IsEnvInt({ min: 1_000 })
  ADMIN_BATCH_RPC_TIMEOUT_MS: number = 90_000;

  @IsUrl({ protocols: ['redis', 'rediss'], require_tld: false })
  REDIS_URL: string = 'redis://127.0.0.1:6379';

  @IsString()
  REDIS_KEY_PREFIX: string = '';

  /** The key session records are sealed with (HMAC; the auth service's same value). */
  @IsEnvSecret(SESSION_SECRET_MIN_LENGTH)
  SESSION_SECRET!: string;

  @IsEnvInt({ min: 1 })
  SESSION_IDLE_TIMEOUT_MINUTES: number = 10_080;

  @IsEnvInt({ min: 1 })
  SESSION_ABSOLUTE_TIMEOUT_HOURS: number = 720;

  /**
   * Secure, `__Host-` prefixed cookies and HSTS. Defaults to on in production; off for local HTTP.
   */
  @IsOptional()
  @Transform(({ value }) =>
    value === undefined || value === '' ? undefined : value === 'true' || value === true,
  )
  @IsBoolean()
  SECURE_COOKIES?: boolean;

  /** The origin browsers use (e.g. https://tracker.example): writes from any other are refused. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_ORIGIN?: string;

  /**
   * The web server that renders the SPA's pages (frontend/src/server/main.ts), e.g.
   * http://127.0.0.1:3001: every browser navigation goes there (docs/adr/0019). Unset, the gateway
   * serves the API alone and a page's address answers 404 like any unknown one.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  WEB_ORIGIN?: string;

  /**
   * Which proxies may name the client in X-Forwarded-For (docs/operations.md, "Behind a proxy"):
   * unset trusts none (the socket's peer is the client); else the proxies' addresses or CIDR
   * ranges, comma-separated. Never "true": a client could then pick its own address and escape
   * every per-IP limit.
   */
  @IsOptional()
  @ValidateBy({
    name: 'isTrustProxy',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && trustProxyProblem(value) === null,
      defaultMessage: (args?: ValidationArguments) =>
        trustProxyProblem(String(args?.value)) ?? 'TRUST_PROXY must be text',
    },
  })
  TRUST_PROXY?: string;

  /** How long a client may take to send the request's headers (ms); then 408 and close. */
  @IsEnvInt({ min: 1_000 })
  HTTP_HEADERS_TIMEOUT_MS: number = 10_000;

  /**
   * How long a client may take to send a whole request, headers and body (ms); then 408 and close.
   * The longest legitimate upload bounds it: the admin's bulk e-mail (up to
   * BULK_EMAIL_BODY_LIMIT_BYTES, ~9.4 MB) at ~1.3 Mbit/s by default.
   */
  @IsEnvInt({ min: 1_000 })
  @ValidateBy({
    name: 'coversHeadersAndBody',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const env = args?.object as GatewayEnv | undefined;
        return (
          typeof value === 'number' &&
          value >= (env?.HTTP_HEADERS_TIMEOUT_MS ?? 0) &&
          value >= (env?.HTTP_BODY_TIMEOUT_MS ?? 0)
        );
      },
      defaultMessage: () =>
        'HTTP_REQUEST_TIMEOUT_MS must be at least HTTP_HEADERS_TIMEOUT_MS and HTTP_BODY_TIMEOUT_MS',
    },
  })
  HTTP_REQUEST_TIMEOUT_MS: number = 60_000;

  /**
   * How long the body of an ordinary request (at most 64 kB) may take to arrive once the gateway
   * starts reading it (ms); then 408 and close. The bulk e-mail's body has HTTP_REQUEST_TIMEOUT_MS.
   */
  @IsEnvInt({ min: 100 })
  HTTP_BODY_TIMEOUT_MS: number = 10_000;

  /** How long an idle keep-alive connection stays open (ms); above a load balancer's idle timeout. */
  @IsEnvInt({ min: 1_000 })
  HTTP_KEEP_ALIVE_TIMEOUT_MS: number = 72_000;

  /** Where the built SPA's files live (frontend/dist), which the gateway serves. */
  @IsString()
  SPA_DIST_DIR: string = `${__dirname}/../../../frontend/dist`;

  @IsString()
  PRODUCT_NAME: string = 'Schengen Tracker';

  /** Memory for the copies of users' travel lists (0 turns the cache off); see TravelListCache. */
  @IsEnvInt({ min: 0 })
  TRAVEL_LIST_CACHE_MB: number = 64;

  /** How long a copy may be served at most, even with an unchanged version. */
  @IsEnvInt({ min: 1 })
  TRAVEL_LIST_CACHE_TTL_MS: number = 30_000;

  /** Memory for the copies of the current user's answer (0 turns the cache off); see UserCache. */
  @IsEnvInt({ min: 0 })
  USER_CACHE_MB: number = 16;

  /** How long a copy of a user may be served at most, even with an unchanged version. */
  @IsEnvInt({ min: 1 })
  USER_CACHE_TTL_MS: number = 30_000;

  @IsEmail()
  SUPPORT_EMAIL: string = 'support@schengen-tracker.example';

  /**
   * Attempts per window before 429 (sign-in: 15 min; sign-up and recovery: 1 h). Per-IP limits
   * stop one address from hammering; they leave room for a household or office behind one NAT.
   */
  @IsEnvInt({ min: 1 })
  RATE_LIMIT_SIGN_IN_PER_IP: number = 100;

  @IsEnvInt({ min: 1 })
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: number = 10;

  @IsEnvInt({ min: 1 })
  RATE_LIMIT_SIGN_UP_PER_IP: number = 50;

  @IsEnvInt({ min: 1 })
  RATE_LIMIT_SIGN_UP_PER_ACCOUNT: number = 5;

  @IsEnvInt({ min: 1 })
  RATE_LIMIT_RECOVERY_PER_IP: number = 30;

  @IsEnvInt({ min: 1 })
  RATE_LIMIT_RECOVERY_PER_ACCOUNT: number = 5;

  /**
   * Payment intents per hour (each one a call to Stripe): a visitor's per client IP, a signed-in
   * donor's per account.
   */
  @IsEnvInt({ min: 1 })
  RATE_LIMIT_PAYMENT_PER_IP: number = 20;

  @IsEnvInt({ min: 1 })
  RATE_LIMIT_PAYMENT_PER_ACCOUNT: number = 20;

  /**
   * Profile saves that change the e-mail address, per hour (ASVS 5.0 V2.4.1): each one tells
   * whether another account holds the address, so they are limited like sign-ups, per client IP
   * and per signed-in account. Saves that keep the address are not counted.
   */
  @IsEnvInt({ min: 1 })
  RATE_LIMIT_EMAIL_CHANGE_PER_IP: number = 50;

  @IsEnvInt({ min: 1 })
  RATE_LIMIT_EMAIL_CHANGE_PER_ACCOUNT: number = 5;

  /**
   * Calendar feed fetches per hour (a public address: the secret is the credential), per client
   * IP (a calendar service fetches many users' feeds from one address) and per feed (an
   * application refreshes a feed a few times an hour at most).
   */
  @IsEnvInt({ min: 1 })
  RATE_LIMIT_CALENDAR_FEED_PER_IP: number = 600;

  @IsEnvInt({ min: 1 })
  RATE_LIMIT_CALENDAR_FEED_PER_FEED: number = 60;

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  /**
   * A connection with no traffic in either direction for this long is closed (ms): a client that
   * stops reading its answer, or stops sending. Longer than the gateway's longest silent wait for a
   * service (ADMIN_BATCH_RPC_TIMEOUT_MS), so that no answer that may still come is cut off.
   */
  get connectionTimeoutMs(): number {
    return (
      Math.max(this.ADMIN_BATCH_RPC_TIMEOUT_MS, this.RPC_TIMEOUT_MS) + IDLE_CONNECTION_MARGIN_MS
    );
  }

  /** Fastify's `trustProxy` (see TRUST_PROXY). */
  get trustProxy(): TrustProxy {
    return trustProxyOption(this.TRUST_PROXY);
  }

  get secureCookies(): boolean {
    return this.SECURE_COOKIES ?? this.isProduction;
  }
}
