// The SPA's jest project: jsdom with Node's fetch stack, React's automatic JSX runtime through
// @swc/jest (with `import.meta` stood in for), CSS and asset mocks, and the ESM-only packages
// (react-router, msw and their helpers) transformed to CommonJS.
const path = require('node:path');

const preset = require('../jest.preset.cjs');

const ESM_PACKAGES = [
  'react-router',
  '@remix-run',
  'cookie-es',
  'msw',
  '@open-draft',
  '@msw',
  '@mswjs',
  'rettime',
  'until-async',
  'outvariant',
  'headers-polyfill',
  'is-node-process',
  'strict-event-emitter',
  'cookie',
  'tough-cookie',
  'type-fest',
  '@app',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
];

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'frontend',
  rootDir: __dirname,
  testEnvironment: path.join(__dirname, 'src/testing/jsdom-environment.cjs'),
  // msw/node must resolve its Node build, not the `browser` export condition jsdom asks for.
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      path.join(__dirname, 'src/testing/swc-import-meta-transform.cjs'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2023',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.(css)$': path.join(__dirname, 'src/testing/style.mock.cjs'),
    '\\.(svg|png|jpe?g|gif|webp|ico)$': path.join(__dirname, 'src/testing/file.mock.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'src/testing/setup-tests.ts')],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
};
