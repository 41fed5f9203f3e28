import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { aUser, aVisit } from '../testing/builders';
import { renderApp } from '../testing/render';
import { apiUrl, server } from '../testing/server';

/**
 * The dashboard's loader (app/route-data.ts): the page renders once the visits are in, with them,
 * rather than empty first and again, in full, when they arrive.
 */
describe('the dashboard waits for its visits', () => {
  beforeEach(() => {
    // An ongoing visit: the traveller is inside today, whatever day the test runs.
    server.use(
      http.get(apiUrl('travel-entries'), async () => {
        await delay(150);
        return HttpResponse.json(aVisit('2025-01-01', null));
      }),
    );
  });

  it.each(['/dashboard', '/'])(
    '%s shows the welcome heading with the visits already in',
    async (route) => {
      renderApp({ route, user: aUser() });
      await screen.findByRole('heading', { name: 'Welcome back, Alice!' });
      expect(screen.getByText('Currently Inside Schengen Area')).toBeInTheDocument();
      expect(screen.queryByText('Currently Outside Schengen Area')).not.toBeInTheDocument();
    },
  );

  it('asks for no visits for a visitor, and / shows the landing page', async () => {
    let asked = false;
    server.use(
      http.get(apiUrl('travel-entries'), () => {
        asked = true;
        return HttpResponse.json([]);
      }),
    );
    renderApp({ route: '/', user: null });
    expect(await screen.findByText('Schengen Area Travel Tracker')).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
