const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'launcher-checks',
  rootDir: __dirname,
  // Each test runs real builds, a real Postgres or the whole launcher: minutes, not seconds.
  globals: { testTimeoutMs: 300_000 },
};
