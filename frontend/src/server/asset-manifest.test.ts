import { filesOfPages, type Manifest, pageNamespaces, renderNamespaces } from './asset-manifest';

describe('filesOfPages (the service worker keeps the offline pages’ code: issue #22)', () => {
  const manifest: Manifest = {
    'src/main.tsx': {
      file: 'assets/index.js',
      isEntry: true,
      dynamicImports: ['src/app/hydrate-app.tsx'],
    },
    'src/app/hydrate-app.tsx': {
      file: 'assets/hydrate-app.js',
      imports: ['src/app/router.tsx'],
      dynamicImports: ['src/features/offline/start-offline-support.ts'],
    },
    'src/features/offline/start-offline-support.ts': { file: 'assets/offline.js' },
    'src/app/router.tsx': {
      file: 'assets/router.js',
      dynamicImports: [
        'src/app/routes/home-route.tsx',
        'src/app/routes/dashboard-route.tsx',
        'src/app/routes/admin-route.tsx',
      ],
    },
    'src/app/routes/home-route.tsx': {
      file: 'assets/home-route.js',
      css: ['assets/home-route.css'],
      dynamicImports: ['src/app/routes/dashboard-route.tsx'],
    },
    'src/app/routes/dashboard-route.tsx': {
      file: 'assets/dashboard-route.js',
      imports: ['_shared.js'],
      dynamicImports: ['src/features/checks/index.ts'],
    },
    'src/features/checks/index.ts': { file: 'assets/checks.js', assets: ['assets/flag.svg'] },
    'src/app/routes/admin-route.tsx': {
      file: 'assets/admin-route.js',
      imports: ['_shared.js'],
      dynamicImports: ['src/features/admin/editor.tsx'],
    },
    'src/features/admin/editor.tsx': { file: 'assets/rich-text-editor.js' },
    '_shared.js': { file: 'assets/shared.js' },
  };

  it('keeps what the entry and those pages may load, statically or later, and no other page', () => {
    expect([...filesOfPages(manifest, ['home-route', 'dashboard-route'])].sort()).toEqual([
      'assets/checks.js',
      'assets/dashboard-route.js',
      'assets/flag.svg',
      'assets/home-route.css',
      'assets/home-route.js',
      'assets/hydrate-app.js',
      'assets/index.js',
      'assets/offline.js',
      'assets/router.js',
      'assets/shared.js',
    ]);
  });
});

describe("a page's namespaces (docs/adr/0035)", () => {
  it("loads a signed-in user's `/` without the landing page's messages", () => {
    expect(pageNamespaces(['home-route', 'dashboard-route'])).toEqual([
      'web',
      'dashboard',
      'calendar',
    ]);
  });

  it('renders the later parts with their messages, which the page does not wait for', () => {
    const page = pageNamespaces(['dashboard-route']);
    const rendered = renderNamespaces(['dashboard-route']);
    expect(rendered.slice(0, page.length)).toEqual(page);
    expect(rendered).toEqual(expect.arrayContaining(['profile', 'checks', 'planner', 'history']));
    expect(renderNamespaces(['home-route'])).toContain('landing');
    expect(renderNamespaces(['auth-route'])).toEqual(pageNamespaces(['auth-route']));
  });
});
