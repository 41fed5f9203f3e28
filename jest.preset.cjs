// Shared jest settings for every project: @swc/jest (fast, handles the ESM-only NestJS packages
// once they arrive), decorators for class-validator DTOs, and the @app/* aliases of tsconfig.base.json.
const path = require('node:path');

const root = __dirname;

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
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
  // NestJS 12 and its helpers (and otplib's @scure and @noble) ship pure ESM: let swc transform them.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@app|@fastify/cookie|cookie|content-disposition|@scure|@noble)/)',
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
  },
  // A project's own test timeout: `globals: { testTimeoutMs }` (see jest.timeout-setup.cjs).
  setupFilesAfterEnv: [path.join(root, 'jest.timeout-setup.cjs')],
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
