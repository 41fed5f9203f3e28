// @swc/jest, plus what CommonJS lacks: `import.meta`. Vite code (config/env.ts) and ESM-only
// packages (react-router reads `import.meta.hot`) use it; under jest it becomes a plain object
// with an empty Vite env, so the same source runs in both.
const { createTransformer } = require('@swc/jest');

const IMPORT_META = /\bimport\.meta\b/g;

function withoutImportMeta(source, filePath) {
  if (!source.includes('import.meta')) return source;
  const meta = `({ env: { MODE: 'test', DEV: false, PROD: false, SSR: false, BASE_URL: '/' }, url: ${JSON.stringify(
    `file://${filePath}`,
  )}, hot: undefined })`;
  return source.replace(IMPORT_META, meta);
}

module.exports = {
  createTransformer(options) {
    const swc = createTransformer(options);
    return {
      canInstrument: swc.canInstrument,
      getCacheKey: (source, filePath, ...rest) =>
        swc.getCacheKey(withoutImportMeta(source, filePath), filePath, ...rest),
      process: (source, filePath, ...rest) =>
        swc.process(withoutImportMeta(source, filePath), filePath, ...rest),
      processAsync: (source, filePath, ...rest) =>
        swc.processAsync(withoutImportMeta(source, filePath), filePath, ...rest),
    };
  },
};
