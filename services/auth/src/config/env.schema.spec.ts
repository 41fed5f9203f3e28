import { loadConfig } from '@app/nest-core';

import { AuthEnv } from './env.schema';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/schengen';

describe('AuthEnv', () => {
  it('needs only DATABASE_URL and fills in the defaults', () => {
    const env = loadConfig(AuthEnv, { DATABASE_URL });
    expect(env).toMatchObject({
      DATABASE_URL,
      DATABASE_SCHEMA: 'auth',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: '',
      AUTH_SERVICE_HOST: '127.0.0.1',
      AUTH_SERVICE_PORT: 4001,
      SESSION_IDLE_TIMEOUT_MINUTES: 10_080,
      SESSION_ABSOLUTE_TIMEOUT_HOURS: 720,
      RECOVERY_MIN_RESPONSE_MS: 300,
      ADMIN_USERNAME: 'admin',
    });
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    expect(env.sessionIdleTimeoutMs).toBe(7 * 24 * 3_600_000);
    expect(env.sessionAbsoluteTimeoutMs).toBe(30 * 24 * 3_600_000);
  });

  it('reads numbers from their text', () => {
    const env = loadConfig(AuthEnv, { DATABASE_URL, AUTH_SERVICE_PORT: '4100' });
    expect(env.AUTH_SERVICE_PORT).toBe(4100);
  });

  it('names every missing or invalid variable', () => {
    const load = () =>
      loadConfig(AuthEnv, { AUTH_SERVICE_PORT: 'http', DATABASE_SCHEMA: 'Auth; DROP' });
    expect(load).toThrow('DATABASE_URL');
    expect(load).toThrow('DATABASE_SCHEMA');
    expect(load).toThrow('AUTH_SERVICE_PORT');
  });

  it('refuses an admin password shorter than 8 characters', () => {
    expect(() => loadConfig(AuthEnv, { DATABASE_URL, ADMIN_PASSWORD: 'short' })).toThrow(
      'ADMIN_PASSWORD',
    );
  });
});
