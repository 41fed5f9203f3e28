import { loadConfig } from '@app/nest-core';
import { testKeysEnv } from '@app/testing';

import { WorkerEnv } from './env.schema';

/** The one variable without a default: the key its calls to reporting are signed with. */
const KEY = {
  REPORTING_WORKER_RPC_PRIVATE_KEY: testKeysEnv()['REPORTING_WORKER_RPC_PRIVATE_KEY']!,
};

describe('WorkerEnv', () => {
  it('needs only its RPC key and fills in the defaults', () => {
    expect(loadConfig(WorkerEnv, KEY)).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: '',
      CHROMIUM_PATH: '/usr/bin/chromium',
      REPORTING_SERVICE_HOST: '127.0.0.1',
      REPORTING_SERVICE_PORT: 4005,
      RPC_TIMEOUT_MS: 5_000,
      PDF_WORKER_CONCURRENCY: 2,
      PDF_BROWSER_MAX_JOBS: 200,
      PDF_RENDER_TIMEOUT_MS: 30_000,
      PDF_LOCK_DURATION_MS: 30_000,
      PDF_STALLED_INTERVAL_MS: 30_000,
      PDF_MAX_STALLED_COUNT: 2,
      PDF_HEARTBEAT_INTERVAL_MS: 5_000,
    });
  });

  it('reads numbers from their text and takes CHROMIUM_PATH as given', () => {
    expect(
      loadConfig(WorkerEnv, {
        ...KEY,
        PDF_WORKER_CONCURRENCY: '4',
        CHROMIUM_PATH: '/opt/chrome/chrome',
      }),
    ).toMatchObject({ PDF_WORKER_CONCURRENCY: 4, CHROMIUM_PATH: '/opt/chrome/chrome' });
  });

  it('names every invalid variable', () => {
    const load = () =>
      loadConfig(WorkerEnv, {
        REDIS_URL: 'http://redis',
        PDF_WORKER_CONCURRENCY: '0',
        PDF_RENDER_TIMEOUT_MS: 'soon',
        CHROMIUM_PATH: '',
      });
    expect(load).toThrow('REDIS_URL');
    expect(load).toThrow('PDF_WORKER_CONCURRENCY');
    expect(load).toThrow('PDF_RENDER_TIMEOUT_MS');
    expect(load).toThrow('CHROMIUM_PATH');
    expect(load).toThrow('REPORTING_WORKER_RPC_PRIVATE_KEY is required');
  });
});
