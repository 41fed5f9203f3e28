const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'fault-suite',
  rootDir: __dirname,
  // One product stack for the whole file; each test sets its own (long) timeout.
  globals: { testTimeoutMs: 120_000 },
};
