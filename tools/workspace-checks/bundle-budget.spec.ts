/**
 * scripts/bundle-budget.mjs: which chunks count for a route (what the web server preloads with
 * its page: frontend/src/server/asset-manifest.ts), and the two limits.
 */
import path from 'node:path';

interface Budget {
  route: string;
  bytes: number;
  limit: number;
  ok: boolean;
}
type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

let routeBudgets: (manifest: Manifest, sizeOf: (file: string) => number) => Budget[];

beforeAll(async () => {
  ({ routeBudgets } = await import(path.resolve(__dirname, '../../scripts/bundle-budget.mjs')));
});

const KB = 1024;
const manifest: Manifest = {
  'src/main.tsx': {
    file: 'entry.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/hydrate-app.tsx'],
  },
  'src/app/hydrate-app.tsx': { file: 'hydrate.js', imports: ['_react.js'] },
  '_react.js': { file: 'react.js' },
  '_mui.js': { file: 'mui.js', imports: ['_react.js'] },
  '_editor.js': { file: 'editor.js' },
  'src/app/routes/home-route.tsx': { file: 'home.js', imports: ['_mui.js'] },
  'src/app/routes/admin-route.tsx': {
    file: 'admin.js',
    imports: ['_mui.js'],
    dynamicImports: ['src/features/admin/editor.tsx'],
  },
  'src/features/admin/editor.tsx': { file: 'lazy-editor.js', imports: ['_editor.js'] },
};
const sizes: Record<string, number> = {
  'entry.js': 50 * KB,
  'hydrate.js': 10 * KB,
  'react.js': 50 * KB,
  'mui.js': 80 * KB,
  'home.js': 5 * KB,
  'admin.js': 100 * KB,
  'lazy-editor.js': 10 * KB,
  'editor.js': 900 * KB,
};

describe('bundle budget', () => {
  it("counts the entry, the steps it imports before hydrating, the route and their static imports once each, never a route's lazy chunks", () => {
    const budgets = routeBudgets(manifest, (file) => sizes[file] ?? 0);
    expect(budgets).toEqual([
      { route: 'home-route', bytes: 195 * KB, limit: 200 * KB, ok: true },
      { route: 'admin-route', bytes: 290 * KB, limit: 350 * KB, ok: true },
    ]);
  });

  it('fails / above 200 kB and other routes above 350 kB', () => {
    const heavier: Record<string, number> = { ...sizes, 'mui.js': 150 * KB };
    const budgets = routeBudgets(manifest, (file) => heavier[file] ?? 0);
    expect(budgets.map((budget) => [budget.bytes / KB, budget.ok])).toEqual([
      [265, false],
      [360, false],
    ]);
  });

  it('refuses a manifest without the browser entry', () => {
    const { 'src/main.tsx': _entry, ...withoutEntry } = manifest;
    expect(() => routeBudgets(withoutEntry, () => 1)).toThrow('no entry src/main.tsx');
  });
});
