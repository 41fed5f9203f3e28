import { loadConfig } from '@app/nest-core';

import { NotificationEnv } from './env.schema';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/schengen';

describe('NotificationEnv', () => {
  it('needs only DATABASE_URL and fills in the defaults', () => {
    const env = loadConfig(NotificationEnv, { DATABASE_URL });
    expect(env).toMatchObject({
      DATABASE_URL,
      DATABASE_SCHEMA: 'notification',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: '',
      NOTIFICATION_SERVICE_HOST: '127.0.0.1',
      NOTIFICATION_SERVICE_PORT: 4002,
      EMAIL_JOB_ATTEMPTS: 8,
      EMAIL_RETRY_DELAY_MS: 5_000,
      BULK_EMAIL_WAIT_MS: 30_000,
      AUTH_SERVICE_HOST: '127.0.0.1',
      AUTH_SERVICE_PORT: 4001,
      TRAVEL_SERVICE_HOST: '127.0.0.1',
      TRAVEL_SERVICE_PORT: 4003,
      MORNING_EMAIL_HOUR: 8,
      MORNING_EMAIL_TICK_MINUTES: 15,
      MORNING_EMAIL_BATCH_SIZE: 200,
      COMPLIANCE_SETTLE_MS: 60_000,
    });
    expect(env.kafkaBrokers).toBeUndefined();
  });

  it('splits the Kafka brokers and reads numbers from their text', () => {
    const env = loadConfig(NotificationEnv, {
      DATABASE_URL,
      KAFKA_BROKERS: 'k1:9092,k2:9092',
      NOTIFICATION_SERVICE_PORT: '4102',
    });
    expect(env.kafkaBrokers).toEqual(['k1:9092', 'k2:9092']);
    expect(env.NOTIFICATION_SERVICE_PORT).toBe(4102);
  });

  it('names every missing or invalid variable', () => {
    const load = () =>
      loadConfig(NotificationEnv, {
        DATABASE_SCHEMA: 'Notification; DROP',
        KAFKA_BROKERS: 'k1:9092, k2:9092',
        EMAIL_JOB_ATTEMPTS: '0',
        MORNING_EMAIL_HOUR: '24',
        MORNING_EMAIL_TICK_MINUTES: '7',
        MORNING_EMAIL_BATCH_SIZE: '5000',
        COMPLIANCE_SETTLE_MS: '120001',
      });
    expect(load).toThrow('DATABASE_URL');
    expect(load).toThrow('MORNING_EMAIL_HOUR');
    expect(load).toThrow('MORNING_EMAIL_TICK_MINUTES must be one of 5, 10, 15, 20, 30, 60');
    expect(load).toThrow('MORNING_EMAIL_BATCH_SIZE');
    expect(load).toThrow('DATABASE_SCHEMA');
    expect(load).toThrow('KAFKA_BROKERS');
    expect(load).toThrow('EMAIL_JOB_ATTEMPTS');
    expect(load).toThrow('COMPLIANCE_SETTLE_MS must be at most 120000 (2 minutes)');
  });

  it('takes a settle window from 100 ms to 2 minutes', () => {
    const settle = (value: string) =>
      loadConfig(NotificationEnv, { DATABASE_URL, COMPLIANCE_SETTLE_MS: value })
        .COMPLIANCE_SETTLE_MS;
    expect(settle('100')).toBe(100);
    expect(settle('120000')).toBe(120_000);
    expect(() => settle('99')).toThrow('COMPLIANCE_SETTLE_MS must be at least 100 (ms)');
    expect(() => settle('1.5')).toThrow('COMPLIANCE_SETTLE_MS');
  });
});
