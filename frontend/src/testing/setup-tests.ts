import '@testing-library/jest-dom';

import { setBrowserTimeZone } from './browser-time-zone';
import { server } from './server';

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
