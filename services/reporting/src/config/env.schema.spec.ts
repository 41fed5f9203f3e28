import { loadConfig } from '@app/nest-core';

import { ReportingEnv } from './env.schema';

describe('ReportingEnv', () => {
  it('needs nothing and fills in the defaults', () => {
    expect(loadConfig(ReportingEnv, {})).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: '',
      REPORTING_SERVICE_HOST: '127.0.0.1',
      REPORTING_SERVICE_PORT: 4005,
      TRAVEL_SERVICE_HOST: '127.0.0.1',
      TRAVEL_SERVICE_PORT: 4003,
      RPC_TIMEOUT_MS: 5_000,
      PRODUCT_NAME: 'Schengen Tracker',
      PDF_JOB_ATTEMPTS: 3,
      PDF_RETRY_DELAY_MS: 500,
      PDF_REQUESTS_PER_MINUTE: 10,
    });
  });

  it('reads numbers from their text', () => {
    expect(loadConfig(ReportingEnv, { REPORTING_SERVICE_PORT: '4100' })).toMatchObject({
      REPORTING_SERVICE_PORT: 4100,
    });
  });

  it('names every invalid variable', () => {
    const load = () =>
      loadConfig(ReportingEnv, {
        REDIS_URL: 'http://redis',
        REPORTING_SERVICE_PORT: 'tcp',
        PDF_JOB_ATTEMPTS: '0',
        PRODUCT_NAME: 'two\nlines',
      });
    expect(load).toThrow('REDIS_URL');
    expect(load).toThrow('REPORTING_SERVICE_PORT');
    expect(load).toThrow('PDF_JOB_ATTEMPTS');
    expect(load).toThrow('PRODUCT_NAME');
  });
});
