import { http, HttpResponse } from 'msw';

import { aUser, aVisit, TEST_PRODUCT_CONFIG } from '../testing/builders';
import { apiUrl, server } from '../testing/server';
import { SpaAssets } from './assets';
import { renderPage } from './render-page';

/** A build's manifest as the web server reads it, for the pages the tests render. */
export const testAssets = new SpaAssets(
  {
    'src/main.tsx': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['src/app/hydrate-app.tsx'],
    },
    'src/landing-main.tsx': {
      file: 'assets/landing.js',
      isEntry: true,
      css: ['assets/landing.css'],
      dynamicImports: ['src/app/landing/hydrate-landing.tsx'],
    },
    'src/app/landing/hydrate-landing.tsx': {
      file: 'assets/hydrate-landing.js',
      imports: ['_react.js'],
      css: ['assets/demo.css'],
    },
    '_react.js': { file: 'assets/react.js' },
    'src/app/hydrate-app.tsx': { file: 'assets/hydrate-app.js', imports: ['_react.js'] },
    'src/app/routes/home-route.tsx': {
      file: 'assets/home-route.js',
      imports: ['_react.js'],
      css: ['assets/home-route.css'],
    },
    'src/app/routes/auth-route.tsx': { file: 'assets/auth-route.js' },
    'src/app/routes/admin-route.tsx': { file: 'assets/admin-route.js' },
    'src/app/routes/dashboard-route.tsx': { file: 'assets/dashboard-route.js' },
    'src/app/routes/not-found-route.tsx': { file: 'assets/not-found-route.js' },
    'src/app/routes/unsubscribe-route.tsx': { file: 'assets/unsubscribe-route.js' },
  },
  (file) => `/* ${file} */ .rule { color: red }`,
);

/** A visitor's request for `path`, and Alice's (signed in with her cookie). */
export const visitor = (path: string) => new Request(`http://localhost${path}`);
export const alice = (path: string) =>
  new Request(`http://localhost${path}`, { headers: { cookie: 'sid=alice' } });

/** The web server's answer to `request`, with the API at the test server's address. */
export const renderTestPage = (request: Request) =>
  renderPage(request, { apiOrigin: 'http://localhost', assets: testAssets });

/**
 * The API as the gateway answers it: Alice is signed in with her cookie and has an ongoing visit
 * (with `notes`). Each call's path is added to `calls`.
 */
export function aliceSignedIn(calls: string[] = [], notes: string | null = null) {
  server.use(
    http.get(apiUrl('config'), () => {
      calls.push('config');
      return HttpResponse.json(TEST_PRODUCT_CONFIG);
    }),
    http.get(apiUrl('user'), ({ request }) => {
      calls.push('user');
      return request.headers.get('cookie') === 'sid=alice'
        ? HttpResponse.json(aUser({ first_name: 'Alice', timezone: 'UTC' }))
        : HttpResponse.json({ statusCode: 401, message: 'not signed in' }, { status: 401 });
    }),
    http.get(apiUrl('travel-entries'), () => {
      calls.push('travel-entries');
      return HttpResponse.json(aVisit('2025-01-01', null, { notes }));
    }),
  );
}

/** GET /api/<path> answers 500 (the service behind it is down); each call's path goes to `calls`. */
export function failing(path: 'user' | 'travel-entries', calls: string[] = []) {
  server.use(
    http.get(apiUrl(path), () => {
      calls.push(path);
      return HttpResponse.json(
        { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
        { status: 500 },
      );
    }),
  );
}
