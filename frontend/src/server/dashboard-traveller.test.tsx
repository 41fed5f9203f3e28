import { clearImmediate, setImmediate } from 'node:timers';

import { http, HttpResponse } from 'msw';

import type { TravellerDto } from '@app/contracts';

import { aUser, aVisit, TEST_PRODUCT_CONFIG } from '../testing/builders';
import { apiUrl, server } from '../testing/server';
import { renderTestPage } from './render-page.fixtures';

/*
 * The web server renders the dashboard of the traveller its address names (issue #22,
 * `?traveller=`): their visits, and the switcher with them chosen, so that the browser hydrates
 * the same page.
 */
// React's server renderer runs on Node, which jsdom's window does not fully stand in for.
Object.assign(globalThis, { setImmediate, clearImmediate });

const TRAVELLERS: TravellerDto[] = [
  { id: 'tr-holder', name: 'Me', is_account_holder: true },
  { id: 'tr-sam', name: 'Sam', is_account_holder: false },
];

describe('the dashboard of a traveller, rendered by the web server', () => {
  it('shows the traveller the address names, with the switcher on them', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('config'), () => HttpResponse.json(TEST_PRODUCT_CONFIG)),
      http.get(apiUrl('user'), () => HttpResponse.json(aUser({ timezone: 'UTC' }))),
      http.get(apiUrl('travellers'), () => HttpResponse.json(TRAVELLERS)),
      http.get(apiUrl('travel-entries'), ({ request }) => {
        const traveller = new URL(request.url).searchParams.get('traveller_id');
        asked.push(`entries ${traveller}`);
        // Sam is inside the area; the account holder has no visit.
        return HttpResponse.json(traveller === 'tr-sam' ? aVisit('2025-01-01', null) : []);
      }),
      http.get(apiUrl('excluded-periods'), ({ request }) => {
        asked.push(`periods ${new URL(request.url).searchParams.get('traveller_id')}`);
        return HttpResponse.json([]);
      }),
    );
    const { html = '' } = await renderTestPage(
      new Request('http://localhost/dashboard?traveller=tr-sam', {
        headers: { cookie: 'sid=alice' },
      }),
    );
    const root = new DOMParser().parseFromString(html, 'text/html').documentElement;
    const label = [...root.querySelectorAll('label')].find((l) => l.textContent === 'Traveller');
    const switcher = root.ownerDocument.getElementById(label?.htmlFor ?? '');
    expect(switcher?.querySelector('option[selected]')?.textContent).toBe('Sam');
    expect(root.textContent).toContain('Currently Inside Schengen Area');
    expect(asked).toEqual(expect.arrayContaining(['entries tr-sam', 'periods tr-sam']));
    expect(asked).not.toContain('entries null');
  });
});
