import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { anErrorBody, TEST_PRODUCT_CONFIG } from './builders';

/** Same-origin API paths, as the SPA calls them under jsdom's http://localhost. */
export const apiUrl = (path: string) => `http://localhost/api/${path}`;

/** The account holder's traveller of the default handlers. */
export const TEST_HOLDER_TRAVELLER_ID = '5b0e2f3c-1d4a-4e6b-9c8d-7f6e5d4c3b2a';

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
  // The profile's calendar feed card: the account holder's traveller, with no feed.
  http.get(apiUrl('travellers'), () =>
    HttpResponse.json([{ id: TEST_HOLDER_TRAVELLER_ID, name: 'Me', is_account_holder: true }]),
  ),
  http.get(apiUrl('travellers/:travellerId/calendar-feed'), () =>
    HttpResponse.json({ active: false, created_at: null }),
  ),
];

export const server = setupServer(...defaultHandlers);
