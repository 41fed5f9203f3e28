// Lets a child `node` process run this repository's TypeScript sources directly (decorators and
// their metadata included), for tests that signal a real worker process. Start it as
// `node --conditions=@app/source --require <this file> services/<name>/src/main.ts`:
// the condition makes each @app/* lib resolve to its src/index.ts.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
