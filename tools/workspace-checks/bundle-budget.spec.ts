/** scripts/bundle-budget.mjs: which chunks count for a route, and the two limits. */
import path from 'node:path';

interface Budget {
  route: string;
  bytes: number;
  limit: number;
  ok: boolean;
}
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

let routeBudgets: (manifest: Manifest, sizeOf: (file: string) => number) => Budget[];

beforeAll(async () => {
  ({ routeBudgets } = await import(path.resolve(__dirname, '../../scripts/bundle-budget.mjs')));
});

const KB = 1024;
const manifest: Manifest = {
  'index.html': { file: 'entry.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'react.js' },
  '_mui.js': { file: 'mui.js', imports: ['_react.js'] },
  '_editor.js': { file: 'editor.js' },
  'src/app/routes/home-route.tsx': { file: 'home.js', imports: ['_mui.js'] },
  'src/app/routes/admin-route.tsx': { file: 'admin.js', imports: ['_mui.js'] },
  'src/features/admin/editor.tsx': { file: 'lazy-editor.js', imports: ['_editor.js'] },
};
const sizes: Record<string, number> = {
  'entry.js': 60 * KB,
  'react.js': 50 * KB,
  'mui.js': 80 * KB,
  'home.js': 5 * KB,
  'admin.js': 100 * KB,
  'lazy-editor.js': 10 * KB,
  'editor.js': 900 * KB,
};

describe('bundle budget', () => {
  it('counts the entry, the route and their static imports once each, never lazy chunks', () => {
    const budgets = routeBudgets(manifest, (file) => sizes[file] ?? 0);
    expect(budgets).toEqual([
      { route: 'src/app/routes/home-route.tsx', bytes: 195 * KB, limit: 200 * KB, ok: true },
      { route: 'src/app/routes/admin-route.tsx', bytes: 290 * KB, limit: 350 * KB, ok: true },
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
});

describe('bundle budget: the steps of the entry', () => {
  it('counts what the entry imports dynamically (src/main.tsx awaits it before rendering)', async () => {
    const { initialClosure } = await import(
      path.resolve(__dirname, '../../scripts/bundle-budget.mjs')
    );
    const stepped: Manifest & Record<string, { dynamicImports?: string[] }> = {
      'index.html': { file: 'entry.js', isEntry: true, dynamicImports: ['src/app/start-app.tsx'] },
      'src/app/start-app.tsx': { file: 'start.js', imports: ['_react.js'] },
      '_react.js': { file: 'react.js' },
      'src/app/routes/home-route.tsx': { file: 'home.js' },
    };
    expect([...initialClosure(stepped)].sort()).toEqual([
      '_react.js',
      'index.html',
      'src/app/start-app.tsx',
    ]);
    const budgets = routeBudgets(stepped, () => 10 * KB);
    expect(budgets).toEqual([
      { route: 'src/app/routes/home-route.tsx', bytes: 40 * KB, limit: 200 * KB, ok: true },
    ]);
  });
});

describe('bundle budget: what a route loads eagerly', () => {
  it("counts the dashboard's sections, which its route starts loading as it runs", async () => {
    const { staticClosure } = await import(
      path.resolve(__dirname, '../../scripts/bundle-budget.mjs')
    );
    const withSections: Manifest = {
      'src/app/routes/dashboard-route.tsx': { file: 'dashboard.js' },
      'src/app/routes/dashboard-sections.tsx': { file: 'sections.js', imports: ['_mui.js'] },
      '_mui.js': { file: 'mui.js' },
    };
    expect([...staticClosure(withSections, 'src/app/routes/dashboard-route.tsx')].sort()).toEqual([
      '_mui.js',
      'src/app/routes/dashboard-route.tsx',
      'src/app/routes/dashboard-sections.tsx',
    ]);
  });
});
