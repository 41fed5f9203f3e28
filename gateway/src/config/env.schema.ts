import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
} from 'class-validator';

/**
 * Every field carries an explicit type: `loadConfig` converts strings by the decorator metadata
 * of that type.
 *
 * The gateway's configuration: the only place it reads the environment (see .env.example). */
export class GatewayEnv {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsInt()
  @Min(0)
  @Max(65_535)
  PORT: number = 3000;

  @IsString()
  HOST: string = '127.0.0.1';

  @IsString()
  AUTH_SERVICE_HOST: string = '127.0.0.1';

  @IsInt()
  @Min(1)
  @Max(65_535)
  AUTH_SERVICE_PORT: number = 4001;

  @IsString()
  NOTIFICATION_SERVICE_HOST: string = '127.0.0.1';

  @IsInt()
  @Min(1)
  @Max(65_535)
  NOTIFICATION_SERVICE_PORT: number = 4002;

  @IsString()
  TRAVEL_SERVICE_HOST: string = '127.0.0.1';

  @IsInt()
  @Min(1)
  @Max(65_535)
  TRAVEL_SERVICE_PORT: number = 4003;

  @IsString()
  BILLING_SERVICE_HOST: string = '127.0.0.1';

  @IsInt()
  @Min(1)
  @Max(65_535)
  BILLING_SERVICE_PORT: number = 4004;

  @IsString()
  REPORTING_SERVICE_HOST: string = '127.0.0.1';

  @IsInt()
  @Min(1)
  @Max(65_535)
  REPORTING_SERVICE_PORT: number = 4005;

  /** How long a call to a service may take (ms). */
  @IsInt()
  @Min(100)
  RPC_TIMEOUT_MS: number = 5_000;

  /**
   * How long the admin's batch calls may take (ms): the bulk e-mail (which waits up to the
   * notification service's BULK_EMAIL_WAIT_MS for delivery), the clean-up of every user's orphaned
   * exits and the user CSV.
   */
  @IsInt()
  @Min(1_000)
  ADMIN_BATCH_RPC_TIMEOUT_MS: number = 90_000;

  @IsUrl({ protocols: ['redis', 'rediss'], require_tld: false })
  REDIS_URL: string = 'redis://127.0.0.1:6379';

  @IsString()
  REDIS_KEY_PREFIX: string = '';

  @IsInt()
  @Min(1)
  SESSION_IDLE_TIMEOUT_MINUTES: number = 10_080;

  @IsInt()
  @Min(1)
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

  /** Where the built SPA's files live (frontend/dist), which the gateway serves. */
  @IsString()
  SPA_DIST_DIR: string = `${__dirname}/../../../frontend/dist`;

  @IsString()
  PRODUCT_NAME: string = 'Schengen Tracker';

  /** Memory for the copies of users' travel lists (0 turns the cache off); see TravelListCache. */
  @IsInt()
  @Min(0)
  TRAVEL_LIST_CACHE_MB: number = 64;

  /** How long a copy may be served at most, even with an unchanged version. */
  @IsInt()
  @Min(1)
  TRAVEL_LIST_CACHE_TTL_MS: number = 30_000;

  /** Memory for the copies of the current user's answer (0 turns the cache off); see UserCache. */
  @IsInt()
  @Min(0)
  USER_CACHE_MB: number = 16;

  /** How long a copy of a user may be served at most, even with an unchanged version. */
  @IsInt()
  @Min(1)
  USER_CACHE_TTL_MS: number = 30_000;

  @IsEmail()
  SUPPORT_EMAIL: string = 'support@schengen-tracker.example';

  /**
   * Attempts per window before 429 (sign-in: 15 min; sign-up and recovery: 1 h). Per-IP limits
   * stop one address from hammering; they leave room for a household or office behind one NAT.
   */
  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGN_IN_PER_IP: number = 100;

  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: number = 10;

  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGN_UP_PER_IP: number = 50;

  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGN_UP_PER_ACCOUNT: number = 5;

  @IsInt()
  @Min(1)
  RATE_LIMIT_RECOVERY_PER_IP: number = 30;

  @IsInt()
  @Min(1)
  RATE_LIMIT_RECOVERY_PER_ACCOUNT: number = 5;

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  get secureCookies(): boolean {
    return this.SECURE_COOKIES ?? this.isProduction;
  }
}
