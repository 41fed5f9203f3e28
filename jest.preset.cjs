// Shared jest settings for every project: @swc/jest (fast, handles the ESM-only NestJS packages
// once they arrive), decorators for class-validator DTOs, and the @app/* aliases of tsconfig.base.json.
const path = require('node:path');

const root = __dirname;

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2023',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // NestJS 12 and its helpers (and otplib's @scure and @noble, FormatJS) ship pure ESM: let swc transform them.
  // OpenTelemetry's OTLP exporter loads `http` with a dynamic import(), which jest runs only once
  // swc has turned it into a require().
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@app|@fastify/cookie|cookie|content-disposition|@scure|@noble|intl-messageformat|@formatjs|@opentelemetry)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^@app/schengen-rules$': path.join(root, 'libs/schengen-rules/src/index.ts'),
    '^@app/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
    '^@app/nest-core$': path.join(root, 'libs/nest-core/src/index.ts'),
    '^@app/rpc$': path.join(root, 'libs/rpc/src/index.ts'),
    '^@app/sessions$': path.join(root, 'libs/sessions/src/index.ts'),
    '^@app/event-bus$': path.join(root, 'libs/event-bus/src/index.ts'),
    '^@app/persistence$': path.join(root, 'libs/persistence/src/index.ts'),
    '^@app/testing$': path.join(root, 'libs/testing/src/index.ts'),
    '^@app/i18n$': path.join(root, 'libs/i18n/src/index.ts'),
    '^@app/i18n/web$': path.join(root, 'libs/i18n/src/web.ts'),
    '^@app/observability$': path.join(root, 'libs/observability/src/index.ts'),
  },
  // A project's own test timeout: `globals: { testTimeoutMs }` (see jest.timeout-setup.cjs).
  setupFilesAfterEnv: [path.join(root, 'jest.timeout-setup.cjs')],
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
