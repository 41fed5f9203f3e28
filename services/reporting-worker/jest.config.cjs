const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'reporting-worker',
  rootDir: __dirname,
  // puppeteer-core 25 and the two packages it loads at launch ship pure ESM: transform them too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@app|intl-messageformat|@formatjs|puppeteer-core|@puppeteer|chromium-bidi)/)',
  ],
  // The e2e files run the real Chromium (a 2,000-visit PDF takes seconds) and worker processes.
  globals: { testTimeoutMs: 60_000 },
};
