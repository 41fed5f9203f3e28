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

  it('preloads the demo calendar the landing page imports at once, after its own chunks', () => {
    const withDemo: Manifest = {
      ...manifest,
      'src/app/routes/home-route.tsx': { file: 'assets/home.js', imports: ['_mui.js'] },
      'src/features/demo/components/demo-calendar.tsx': {
        file: 'assets/demo-calendar.js',
        imports: ['_mui.js', '_calendar.js'],
      },
      '_calendar.js': { file: 'assets/calendar.js', imports: ['_react.js'] },
    };
    expect(preloadLinks(withDemo, 'src/app/routes/home-route.tsx')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home.js">',
      '<link rel="modulepreload" crossorigin href="/assets/mui.js">',
      '<link rel="modulepreload" crossorigin href="/assets/demo-calendar.js">',
      '<link rel="modulepreload" crossorigin href="/assets/calendar.js">',
    ]);
  });
});

describe('route pages: API preloads, prerendered pages and the steps of the entry', () => {
  let routePages: {
    dataPreloadLinks: (segment: string, apiBase?: string) => string[];
    startAfterPaint: (template: string, links: string[], early?: string[]) => string;
    preloadLinks: (manifest: Manifest, routeKey: string) => string[];
    earlyScriptTags: (manifest: Manifest, segment: string) => string[];
  };

  beforeAll(async () => {
    routePages = await import(path.resolve(__dirname, '../../scripts/route-pages.mjs'));
  });

  it('preloads the configuration and the user on every page; on the dashboard its early script reads the user and the visits', () => {
    const link = (call: string) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/${call}">`;
    expect(routePages.dataPreloadLinks('auth')).toEqual([link('config'), link('user')]);
    expect(routePages.dataPreloadLinks('dashboard')).toEqual([link('config')]);
    expect(routePages.dataPreloadLinks('auth', 'https://api.example.com')).toEqual([]);
  });

  it('preloads the modules the entry imports in steps, on every page', () => {
    const stepped = {
      ...manifest,
      'index.html': { ...manifest['index.html'], dynamicImports: ['src/app/start-app.tsx'] },
      'src/app/start-app.tsx': { file: 'assets/start-app.js', imports: ['_mui.js'] },
    } as Manifest;
    expect(routePages.preloadLinks(stepped, 'src/app/routes/auth-route.tsx')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/start-app.js">',
      '<link rel="modulepreload" crossorigin href="/assets/mui.js">',
      '<link rel="modulepreload" crossorigin href="/assets/auth.js">',
    ]);
  });

  it('moves the entry, its preloads and the API preloads of a prerendered page after its first paint', () => {
    const template = [
      '<html><head><title>x</title>',
      '<script type="module" crossorigin src="/assets/entry.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const html = routePages.startAfterPaint(template, [
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/config">',
      '<link rel="modulepreload" crossorigin href="/assets/home.js">',
    ]);
    const [head, body] = html.split('</head>') as [string, string];
    expect(head).not.toMatch(/modulepreload|type="module"|\/api\//);
    expect(head).toContain('<script src="/start-after-paint.js" defer></script>');
    const started =
      /<template id="app-start" data-entry="\/assets\/entry.js">([\s\S]*)<\/template>/.exec(body);
    expect(started?.[1]?.match(/href="[^"]+"/g)).toEqual([
      'href="/api/config"',
      'href="/assets/react.js"',
      'href="/assets/home.js"',
    ]);
  });

  it("puts the dashboard's early script in <head>, its imports preloaded, and leaves it out of the app's preloads", () => {
    const withEarly = {
      ...manifest,
      'src/early-dashboard-status.ts': {
        file: 'assets/early.js',
        isEntry: true,
        imports: ['_rules.js'],
      },
      '_rules.js': { file: 'assets/rules.js' },
      'src/app/routes/dashboard-route.tsx': {
        file: 'assets/dashboard.js',
        imports: ['_mui.js', '_rules.js'],
      },
    } as Manifest;
    const early = routePages.earlyScriptTags(withEarly, 'dashboard');
    expect(early).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/rules.js">',
      '<script type="module" crossorigin src="/assets/early.js"></script>',
    ]);
    expect(routePages.earlyScriptTags(withEarly, 'auth')).toEqual([]);
    expect(routePages.preloadLinks(withEarly, 'src/app/routes/dashboard-route.tsx')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/dashboard.js">',
      '<link rel="modulepreload" crossorigin href="/assets/mui.js">',
    ]);
    const html = routePages.startAfterPaint(
      '<html><head><script type="module" crossorigin src="/assets/entry.js"></script></head><body></body></html>',
      [],
      early,
    );
    const [head] = html.split('</head>') as [string];
    expect(head).toContain('<script type="module" crossorigin src="/assets/early.js"></script>');
    expect(head).not.toContain('/assets/entry.js');
  });
});
