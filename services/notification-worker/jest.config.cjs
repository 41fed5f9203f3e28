const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'notification-worker',
  rootDir: __dirname,
  // sanitize-html's parser (htmlparser2 12 and its dom* helpers) and FormatJS ship pure ESM: transform them too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@app|intl-messageformat|@formatjs|(sanitize-html/node_modules/)?(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities))/)',
  ],
  // The e2e files start the worker against Redis, an in-process SMTP server and a fake auth service.
  globals: { testTimeoutMs: 30_000 },
};
