/** scripts/route-pages.mjs: the chunks each route's entry page preloads. */
import path from 'node:path';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

let preloadLinks: (manifest: Manifest, routeKey: string) => string[];

beforeAll(async () => {
  ({ preloadLinks } = await import(path.resolve(__dirname, '../../scripts/route-pages.mjs')));
});

const manifest: Manifest = {
  'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_mui.js': { file: 'assets/mui.js', imports: ['_react.js'] },
  'src/app/routes/auth-route.tsx': { file: 'assets/auth.js', imports: ['_mui.js'] },
  'src/features/admin/editor.tsx': { file: 'assets/lazy-editor.js' },
};

describe('route pages', () => {
  it("preloads the route's chunk and its static imports, never what the entry already loads", () => {
    expect(preloadLinks(manifest, 'src/app/routes/auth-route.tsx')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/auth.js">',
      '<link rel="modulepreload" crossorigin href="/assets/mui.js">',
    ]);
  });
});
