const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'billing',
  rootDir: __dirname,
  // The e2e files start the service (with a fake Stripe API) and talk to Postgres and Redis.
  globals: { testTimeoutMs: 30_000 },
};
