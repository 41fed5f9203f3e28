import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { setBrowserTimeZone } from './browser-time-zone';
import { server } from './server';

// Routes are lazy modules: the first test to open one compiles it (swc), which on a loaded 2-core
// machine can take longer than Testing Library's default 1 s for findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });
// Whole pages (a 365-day calendar) rendered in jsdom on a loaded 2-core machine can pass jest's
// default 5 s per test. (`testTimeout` in a project's config is ignored when jest runs projects.)
jest.setTimeout(15_000);

// jsdom does not scroll; react-router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

beforeEach(() => {
  setBrowserTimeZone('UTC');
});

afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

afterAll(() => server.close());
