import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches } from 'class-validator';

import { IsEnvInt, ServiceEnv } from '@app/nest-core';

/** An empty value (`STRIPE_SECRET_KEY=` in .env) means unset. */
const EmptyAsUnset = () =>
  Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

/**
 * The billing service's configuration, read once at start-up with nest-core's `loadConfig` (the
 * only place the environment is read). Every variable is listed in the root `.env.example`.
 *
 * Without `STRIPE_SECRET_KEY` and `STRIPE_PUBLISHABLE_KEY` the service still starts, and answers
 * every donation call with 503 'PAYMENTS_NOT_CONFIGURED'; without `STRIPE_WEBHOOK_SECRET` only
 * the webhook does.
 */
export class BillingEnv extends ServiceEnv {
  override DATABASE_SCHEMA = 'billing';

  /** Where the RPC (TCP) server listens. */
  @IsString()
  BILLING_SERVICE_HOST = '127.0.0.1';

  @IsEnvInt({ min: 0, max: 65_535 })
  BILLING_SERVICE_PORT = 4004;

  /** Stripe's secret API key (sk_live_… or sk_test_…, or a restricted rk_… key). */
  @EmptyAsUnset()
  @IsOptional()
  @Matches(/^(sk|rk)_(live|test)_\S+$/, {
    message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)',
  })
  STRIPE_SECRET_KEY?: string;

  /** Stripe's publishable key (pk_…), handed to the browser for Stripe.js. */
  @EmptyAsUnset()
  @IsOptional()
  @Matches(/^pk_(live|test)_\S+$/, {
    message: 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)',
  })
  STRIPE_PUBLISHABLE_KEY?: string;

  /** The signing secret of the webhook endpoint (whsec_…). */
  @EmptyAsUnset()
  @IsOptional()
  @Matches(/^whsec_\S+$/, { message: 'STRIPE_WEBHOOK_SECRET must be a signing secret (whsec_…)' })
  STRIPE_WEBHOOK_SECRET?: string;

  /**
   * Another address for Stripe's API (tests and local fakes); unset: api.stripe.com over https.
   * e.g. http://127.0.0.1:12111
   */
  @EmptyAsUnset()
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/:]+(:\d{1,5})?\/?$/, {
    message: 'STRIPE_API_URL must be http(s)://host[:port]',
  })
  STRIPE_API_URL?: string;

  /** How long a call to Stripe may take (ms), and how often the client retries a network error. */
  @IsEnvInt({ min: 100 })
  STRIPE_TIMEOUT_MS = 10_000;

  @Type(() => Number)
  @IsInt()
  @IsIn([0, 1, 2, 3, 4, 5])
  STRIPE_MAX_NETWORK_RETRIES = 2;

  /** True when both API keys are set: donations can be taken. */
  get isStripeConfigured(): boolean {
    return Boolean(this.STRIPE_SECRET_KEY && this.STRIPE_PUBLISHABLE_KEY);
  }
}
