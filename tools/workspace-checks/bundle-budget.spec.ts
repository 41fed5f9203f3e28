/**
 * scripts/bundle-budget.mjs: which chunks count for a route and for the visitor's landing page
 * (what the browser loads before it hydrates the page: frontend/src/server/asset-manifest.ts), and
 * the two limits of issue #19 (docs/adr/0026).
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
  'src/landing-main.tsx': {
    file: 'landing.js',
    isEntry: true,
    dynamicImports: ['src/app/landing/hydrate-landing.tsx'],
  },
  'src/app/landing/hydrate-landing.tsx': {
    file: 'hydrate-landing.js',
    imports: ['_react.js'],
    dynamicImports: ['src/features/demo/components/demo-calendar-island.tsx'],
  },
  'src/features/demo/components/demo-calendar-island.tsx': {
    file: 'islands.js',
    imports: ['_mui.js'],
  },
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
  'landing.js': 1 * KB,
  'hydrate-landing.js': 5 * KB,
  'islands.js': 30 * KB,
  'hydrate.js': 10 * KB,
  'react.js': 50 * KB,
  'mui.js': 80 * KB,
  'home.js': 5 * KB,
  'admin.js': 50 * KB,
  'lazy-editor.js': 10 * KB,
  'editor.js': 900 * KB,
};

describe('bundle budget', () => {
  it("counts the entry, the steps it imports before hydrating, the route and their static imports once each, never a page's lazy chunks", () => {
    const budgets = routeBudgets(manifest, (file) => sizes[file] ?? 0);
    expect(budgets).toEqual([
      // The landing page's own entry and its hydration step with React; not its islands (MUI).
      {
        route: 'landing (/ visitor)',
        bytes: 56 * KB,
        limit: 120 * KB,
        ok: true,
        catalogue: { bytes: 0, language: null },
      },
      {
        route: 'home-route',
        bytes: 185 * KB,
        limit: 250 * KB,
        ok: true,
        catalogue: { bytes: 0, language: null },
      },
      {
        route: 'admin-route',
        bytes: 230 * KB,
        limit: 250 * KB,
        ok: true,
        catalogue: { bytes: 0, language: null },
      },
    ]);
  });

  it("fails the visitor's / above 120 kB and any route above 250 kB (issue #19), and passes them at the limit", () => {
    const atLimit: Record<string, number> = {
      ...sizes,
      'hydrate-landing.js': 69 * KB,
      'home.js': 70 * KB,
      'admin.js': 70 * KB,
    };
    const overBy1: Record<string, number> = {
      ...atLimit,
      'hydrate-landing.js': 69 * KB + 1,
      'home.js': 70 * KB + 1,
      'admin.js': 70 * KB + 1,
    };
    const outcome = (sizesOf: Record<string, number>) =>
      routeBudgets(manifest, (file) => sizesOf[file] ?? 0).map((budget) => [
        budget.bytes,
        budget.ok,
      ]);
    expect(outcome(atLimit)).toEqual([
      [120 * KB, true],
      [250 * KB, true],
      [250 * KB, true],
    ]);
    expect(outcome(overBy1)).toEqual([
      [120 * KB + 1, false],
      [250 * KB + 1, false],
      [250 * KB + 1, false],
    ]);
  });

  it("counts `/` for a signed-in user as the home route and the dashboard's, each chunk once", () => {
    const withDashboard = {
      ...manifest,
      'src/app/routes/dashboard-route.tsx': { file: 'dashboard.js', imports: ['_mui.js'] },
    };
    const budgets = routeBudgets(withDashboard, (file) =>
      file === 'dashboard.js' ? 20 * KB : (sizes[file] ?? 0),
    );
    expect(budgets.map(({ route, bytes }) => [route, bytes])).toEqual([
      ['landing (/ visitor)', 56 * KB],
      ['home-route', 185 * KB],
      ['admin-route', 230 * KB],
      ['dashboard-route', 200 * KB],
      ['home-route (signed in)', 205 * KB],
    ]);
  });

  it('refuses a manifest without either browser entry', () => {
    const { 'src/main.tsx': _entry, ...withoutEntry } = manifest;
    expect(() => routeBudgets(withoutEntry, () => 1)).toThrow('no entry src/main.tsx');
    const { 'src/landing-main.tsx': _landing, ...withoutLanding } = manifest;
    expect(() => routeBudgets(withoutLanding, () => 1)).toThrow('no entry src/landing-main.tsx');
  });
});
