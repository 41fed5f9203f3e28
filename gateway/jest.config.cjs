const preset = require('../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'gateway',
  rootDir: __dirname,
  // The e2e files start the services and the gateway against Postgres and Redis.
  globals: { testTimeoutMs: 30_000 },
};
