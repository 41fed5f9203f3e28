import { loadConfig } from '@app/nest-core';

import { TravelEnv } from './env.schema';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/schengen';

describe('TravelEnv', () => {
  it('needs only DATABASE_URL and fills in the defaults', () => {
    const env = loadConfig(TravelEnv, { DATABASE_URL });
    expect(env).toMatchObject({
      DATABASE_URL,
      DATABASE_SCHEMA: 'travel',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: '',
      TRAVEL_SERVICE_HOST: '127.0.0.1',
      TRAVEL_SERVICE_PORT: 4003,
    });
    expect(env.KAFKA_BROKERS).toBeUndefined();
  });

  it('reads numbers from their text', () => {
    expect(loadConfig(TravelEnv, { DATABASE_URL, TRAVEL_SERVICE_PORT: '4100' })).toMatchObject({
      TRAVEL_SERVICE_PORT: 4100,
    });
  });

  it('names every missing or invalid variable', () => {
    const load = () =>
      loadConfig(TravelEnv, {
        TRAVEL_SERVICE_PORT: 'http',
        DATABASE_SCHEMA: 'Travel; DROP',
        KAFKA_BROKERS: 'a:1, b:2',
      });
    expect(load).toThrow('DATABASE_URL');
    expect(load).toThrow('DATABASE_SCHEMA');
    expect(load).toThrow('TRAVEL_SERVICE_PORT');
    expect(load).toThrow('KAFKA_BROKERS');
  });
});
