const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'reporting',
  rootDir: __dirname,
  // The e2e files start the service against Redis and a fake travel service.
  globals: { testTimeoutMs: 30_000 },
};
