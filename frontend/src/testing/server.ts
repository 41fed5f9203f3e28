import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { anErrorBody, TEST_PRODUCT_CONFIG } from './builders';

/** Same-origin API paths, as the SPA calls them under jsdom's http://localhost. */
export const apiUrl = (path: string) => `http://localhost/api/${path}`;

/**
 * Defaults every test starts from: configuration answered, nobody signed in, no travel entries and
 * no excluded periods.
 */
export const defaultHandlers = [
  http.get(apiUrl('config'), () => HttpResponse.json(TEST_PRODUCT_CONFIG)),
  http.get(apiUrl('user'), () =>
    HttpResponse.json(anErrorBody(401, 'You are not signed in', 'UNAUTHENTICATED'), {
      status: 401,
    }),
  ),
  http.get(apiUrl('travel-entries'), () => HttpResponse.json([])),
  http.get(apiUrl('excluded-periods'), () => HttpResponse.json([])),
];

export const server = setupServer(...defaultHandlers);
