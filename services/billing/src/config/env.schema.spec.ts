import { loadConfig } from '@app/nest-core';

import { BillingEnv } from './env.schema';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/schengen';

describe('BillingEnv', () => {
  it('needs only DATABASE_URL, fills in the defaults and runs without Stripe', () => {
    const env = loadConfig(BillingEnv, { DATABASE_URL });
    expect(env).toMatchObject({
      DATABASE_SCHEMA: 'billing',
      REDIS_URL: 'redis://127.0.0.1:6379',
      BILLING_SERVICE_HOST: '127.0.0.1',
      BILLING_SERVICE_PORT: 4004,
      STRIPE_TIMEOUT_MS: 10_000,
      STRIPE_MAX_NETWORK_RETRIES: 2,
    });
    expect(env.isStripeConfigured).toBe(false);
  });

  it('is configured with both API keys', () => {
    const env = loadConfig(BillingEnv, {
      DATABASE_URL,
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    });
    expect(env.isStripeConfigured).toBe(true);
    expect(
      loadConfig(BillingEnv, { DATABASE_URL, STRIPE_SECRET_KEY: 'sk_test_abc' }).isStripeConfigured,
    ).toBe(false);
  });

  it('reads an empty Stripe setting (`STRIPE_SECRET_KEY=` in .env) as unset', () => {
    const env = loadConfig(BillingEnv, {
      DATABASE_URL,
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_API_URL: '',
    });
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.isStripeConfigured).toBe(false);
  });

  it('names every invalid Stripe setting', () => {
    const load = () =>
      loadConfig(BillingEnv, {
        DATABASE_URL,
        STRIPE_SECRET_KEY: 'pk_test_swapped',
        STRIPE_PUBLISHABLE_KEY: 'sk_test_swapped',
        STRIPE_WEBHOOK_SECRET: 'secret',
        STRIPE_API_URL: 'ftp://stripe',
      });
    expect(load).toThrow('STRIPE_SECRET_KEY must be a Stripe secret key');
    expect(load).toThrow('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key');
    expect(load).toThrow('STRIPE_WEBHOOK_SECRET must be a signing secret');
    expect(load).toThrow('STRIPE_API_URL must be http(s)://host[:port]');
  });
});
