// Jest 30 accepts `testTimeout` in a project's config but runs every project with the global one
// (5 s; jestjs/jest#9759): a project that needs longer sets `globals: { testTimeoutMs }` and this
// file, in every project's setupFilesAfterEnv (jest.preset.cjs), applies it.
const ms = globalThis.testTimeoutMs;
if (typeof ms === 'number') jest.setTimeout(ms);
