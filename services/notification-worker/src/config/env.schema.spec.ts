import { loadConfig } from '@app/nest-core';
import { testKeysEnv } from '@app/testing';

import { WorkerEnv } from './env.schema';

const SECRETS = {
  RESET_TOKEN_SECRET: 'r'.repeat(32),
  UNSUBSCRIBE_SECRET: 'u'.repeat(32),
  NOTIFICATION_WORKER_RPC_PRIVATE_KEY: testKeysEnv()['NOTIFICATION_WORKER_RPC_PRIVATE_KEY']!,
};

describe('WorkerEnv', () => {
  it('needs only the two secrets and its RPC key, and fills in the defaults', () => {
    const env = loadConfig(WorkerEnv, SECRETS);
    expect(env).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: '',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      PRODUCT_NAME: 'Schengen Tracker',
      SUPPORT_EMAIL: 'support@schengen-tracker.example',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SERVICE_HOST: '127.0.0.1',
      AUTH_SERVICE_PORT: 4001,
      EMAIL_WORKER_CONCURRENCY: 4,
      EMAIL_LOCK_DURATION_MS: 30_000,
      EMAIL_STALLED_INTERVAL_MS: 30_000,
      EMAIL_MAX_STALLED_COUNT: 2,
      EMAIL_SENT_MARKER_TTL_DAYS: 30,
    });
    expect(env.mailFrom).toBe('"Schengen Tracker" <no-reply@schengen-tracker.example>');
    expect(env.mailDomain).toBe('schengen-tracker.example');
  });

  it('derives the From header from PRODUCT_NAME and takes MAIL_FROM as given', () => {
    expect(loadConfig(WorkerEnv, { ...SECRETS, PRODUCT_NAME: 'Trip "90"' }).mailFrom).toBe(
      '"Trip 90" <no-reply@schengen-tracker.example>',
    );
    const env = loadConfig(WorkerEnv, { ...SECRETS, MAIL_FROM: 'Mail <mail@tracker.example>' });
    expect(env.mailFrom).toBe('Mail <mail@tracker.example>');
    expect(env.mailDomain).toBe('tracker.example');
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    const env = loadConfig(WorkerEnv, { ...SECRETS, PUBLIC_URL: 'https://tracker.example/' });
    expect(env.publicUrl).toBe('https://tracker.example');
  });

  it('names every missing or too short secret and every invalid URL', () => {
    const load = () =>
      loadConfig(WorkerEnv, {
        UNSUBSCRIBE_SECRET: 'short',
        SMTP_URL: 'http://mail',
        PUBLIC_URL: 'javascript:alert(1)',
      });
    expect(load).toThrow('RESET_TOKEN_SECRET is required');
    expect(load).toThrow('UNSUBSCRIBE_SECRET must have at least 32 characters');
    expect(load).toThrow('SMTP_URL');
    expect(load).toThrow('PUBLIC_URL');
  });
});
