const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'workspace-checks',
  rootDir: __dirname,
};
