// One jest run over every project of the workspace: each project keeps its own jest.config.cjs,
// found here by glob so that a new app or lib needs no edit of this file.
const { globSync } = require('node:fs');

/** @type {import('jest').Config} */
module.exports = {
  projects: globSync(
    ['libs/*', 'services/*', 'tools/*', 'gateway', 'frontend'].map(
      (dir) => `${dir}/jest.config.cjs`,
    ),
    { cwd: __dirname },
  )
    .sort()
    .map((config) => `<rootDir>/${config}`),
};
