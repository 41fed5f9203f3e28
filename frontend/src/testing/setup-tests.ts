import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { setBrowserTimeZone } from './browser-time-zone';
import { server } from './server';

// Routes and the dashboard's sections are lazy modules: the first test of a worker to open one
// compiles its whole module graph (swc, cold cache on a fresh clone), which on a loaded 2-core
// machine took over 5 s. Only a failing wait ever waits this long.
configure({ asyncUtilTimeout: 10_000 });
// Whole pages (a 365-day calendar) rendered in jsdom on a loaded 2-core machine can pass jest's
// default 5 s per test. (`testTimeout` in a project's config is ignored when jest runs projects.)
jest.setTimeout(30_000);

// The web server's tests run in Node's environment, without a window (src/server/*.server.test.tsx).
const hasWindow = typeof window !== 'undefined';

// jsdom does not scroll; react-router's ScrollRestoration calls it on every navigation.
if (hasWindow) window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

beforeEach(() => {
  setBrowserTimeZone('UTC');
});

afterEach(() => {
  server.resetHandlers();
  if (hasWindow) {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  jest.restoreAllMocks();
});

afterAll(() => server.close());
