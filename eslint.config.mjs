// @ts-check
// Flat ESLint config for the whole workspace. The Nx module-boundary constraints below are the
// dependency rules of HOUSE-STYLE.md; lib/eslint-rules.spec.ts proves that they fire.
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jest from 'eslint-plugin-jest';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const UI_AND_PERSISTENCE = ['@nestjs/*', 'react', 'react-*', 'react/*', 'typeorm', '@mui/*'];
const TEST_FILES = [
  '**/*.spec.ts',
  '**/*.e2e-spec.ts',
  '**/*.test.tsx',
  '**/*.test.ts',
  '**/test/**/*.ts',
  '**/e2e/**/*.ts',
  'libs/testing/**/*.ts',
];

/**
 * Import rules that are not about tags: libs only through their public entry point (@app/<lib>),
 * the server test kit only in tests, and (in the SPA) contracts only as types.
 * @param {{ testKit: boolean, contractsAsTypes?: boolean }} where
 */
function restrictedImports({ testKit, contractsAsTypes = false }) {
  /** @type {Array<{ name: string, message: string, allowTypeImports?: boolean }>} */
  const paths = [];
  if (!testKit) {
    paths.push({
      name: '@app/testing',
      message: '@app/testing is only for *.spec.ts and test/ files.',
    });
  }
  if (contractsAsTypes) {
    paths.push({
      name: '@app/contracts',
      allowTypeImports: true,
      message: 'The SPA imports @app/contracts with `import type` only.',
    });
  }
  return [
    'error',
    {
      paths,
      patterns: [
        // @app/i18n/web is the i18n lib's second entry point: the SPA's side, without the
        // server's catalogues, negotiation and ICU parser (docs/adr/0035).
        {
          group: ['@app/*/**', '!@app/i18n/web'],
          message: 'Import a lib only through its entry point: @app/<lib>.',
        },
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '.data/**',
      '.nx/**',
      'tmp/**',
      'reports/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      globals: { ...globals.node },
      // Nest's dependency injection reads constructor types from decorator metadata: tell the
      // type-import rule, so it never turns an injected class into a type-only import.
      parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true },
    },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Class properties keep explicit types: decorator metadata (DI, config conversion) needs them.
      '@typescript-eslint/no-inferrable-types': ['error', { ignoreProperties: true }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The process manifest, startStack and its probes (ADR 0027) are plain modules of the
          // launcher that `npm start` runs before anything is built; the test stacks use them.
          allow: ['/scripts/launcher/(manifest|stack|stores|processes|readiness)\\.mjs$'],
          // nest-core's, rpc's and sessions' specs use the test kit, which is built on them: cycles
          // through test files only (no production code of theirs imports @app/testing, rule below).
          ignoredCircularDependencies: [
            ['nest-core', 'testing'],
            ['rpc', 'testing'],
            ['sessions', 'testing'],
          ],
          banTransitiveDependencies: false,
          depConstraints: [
            {
              sourceTag: 'type:web',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:i18n'],
            },
            {
              sourceTag: 'type:edge',
              onlyDependOnLibsWithTags: [
                'type:contracts',
                'type:i18n',
                'type:server-lib',
                'type:observability',
                'type:transport',
                'type:testing',
              ],
              notDependOnLibsWithTags: ['scope:persistence'],
            },
            {
              sourceTag: 'type:service',
              onlyDependOnLibsWithTags: [
                'type:domain',
                'type:contracts',
                'type:i18n',
                'type:server-lib',
                'type:observability',
                'type:transport',
                'type:testing',
              ],
            },
            {
              sourceTag: 'type:worker',
              onlyDependOnLibsWithTags: [
                'type:domain',
                'type:contracts',
                'type:i18n',
                'type:server-lib',
                'type:observability',
                'type:transport',
                'type:testing',
              ],
            },
            {
              sourceTag: 'type:server-lib',
              onlyDependOnLibsWithTags: [
                'type:contracts',
                'type:observability',
                'type:transport',
                'type:testing',
              ],
            },
            {
              // The outbox writes validate events against their contracts (recordEvent) and carry
              // the request and trace they were recorded in (@app/observability).
              sourceTag: 'scope:persistence',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:observability'],
            },
            {
              // The RPC transport (libs/rpc): Nest's TCP transport extended; below nest-core. Its
              // envelopes carry the request and trace (@app/observability).
              sourceTag: 'type:transport',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:observability', 'type:testing'],
            },
            {
              // Logs, traces and metrics: under every server lib, so it imports only the wire.
              sourceTag: 'type:observability',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:testing'],
            },
            {
              // Contracts validate a profile's language against the supported list (@app/i18n) and
              // a visit's country against the rules' membership table (@app/schengen-rules, ADR 0036).
              sourceTag: 'type:contracts',
              onlyDependOnLibsWithTags: ['type:i18n', 'type:domain'],
              bannedExternalImports: [
                ...UI_AND_PERSISTENCE,
                'bullmq',
                'kafkajs',
                'ioredis',
                'express',
              ],
            },
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: [
                ...UI_AND_PERSISTENCE,
                'class-validator',
                'class-transformer',
              ],
            },
            {
              // The languages, ICU catalogues and Intl formatting: server and SPA alike, so no
              // Nest, React or persistence, and no other lib of ours.
              sourceTag: 'type:i18n',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: [
                ...UI_AND_PERSISTENCE,
                'class-validator',
                'class-transformer',
              ],
            },
            {
              sourceTag: 'type:testing',
              onlyDependOnLibsWithTags: [
                'type:domain',
                'type:contracts',
                'type:server-lib',
                'type:transport',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrictedImports({ testKit: false }) },
  },
  {
    files: TEST_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': restrictedImports({ testKit: true }) },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports({
        testKit: false,
        contractsAsTypes: true,
      }),
    },
  },
  {
    files: TEST_FILES,
    plugins: { jest },
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/no-identical-title': 'error',
      'jest/valid-expect': 'error',
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'fc.assert'] }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tool configuration reads the shared presets at the workspace root.
    files: ['**/jest.config.cjs', '**/vite.config.ts', '**/playwright.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
