/**
 * scripts/bundle-budget.mjs: which chunks count for a route (what the browser loads before it
 * hydrates the page: frontend/src/server/asset-manifest.ts), and the two limits of issue #19.
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
  'entry.js': 40 * KB,
  'hydrate.js': 10 * KB,
  'react.js': 50 * KB,
  'mui.js': 80 * KB,
  'home.js': 5 * KB,
  'admin.js': 50 * KB,
  'lazy-editor.js': 10 * KB,
  'editor.js': 900 * KB,
};

describe('bundle budget', () => {
  it("counts the entry, the steps it imports before hydrating, the route and their static imports once each, never a route's lazy chunks", () => {
    const budgets = routeBudgets(manifest, (file) => sizes[file] ?? 0);
    expect(budgets).toEqual([
      { route: 'home-route', bytes: 185 * KB, limit: 194 * KB, ok: true },
      { route: 'admin-route', bytes: 230 * KB, limit: 250 * KB, ok: true },
    ]);
  });

  it('fails / above 194 kB and other routes above 250 kB (issue #19), and passes them at the limit', () => {
    const atLimit: Record<string, number> = { ...sizes, 'mui.js': 89 * KB, 'admin.js': 61 * KB };
    const overBy1: Record<string, number> = { ...atLimit, 'mui.js': 89 * KB + 1 };
    const outcome = (sizesOf: Record<string, number>) =>
      routeBudgets(manifest, (file) => sizesOf[file] ?? 0).map((budget) => [
        budget.bytes,
        budget.ok,
      ]);
    expect(outcome(atLimit)).toEqual([
      [194 * KB, true],
      [250 * KB, true],
    ]);
    expect(outcome(overBy1)).toEqual([
      [194 * KB + 1, false],
      [250 * KB + 1, false],
    ]);
  });

  it('refuses a manifest without the browser entry', () => {
    const { 'src/main.tsx': _entry, ...withoutEntry } = manifest;
    expect(() => routeBudgets(withoutEntry, () => 1)).toThrow('no entry src/main.tsx');
  });
});
