const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'notification',
  rootDir: __dirname,
  // The e2e files start the service and the e-mail worker against Postgres, Redis and SMTP.
  globals: { testTimeoutMs: 30_000 },
};
