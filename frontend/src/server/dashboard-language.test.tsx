import { clearImmediate, setImmediate } from 'node:timers';

import { http, HttpResponse } from 'msw';

import { aUser, aVisit, TEST_PRODUCT_CONFIG } from '../testing/builders';
import { apiUrl, server } from '../testing/server';
import { renderTestPage } from './render-page.fixtures';

/*
 * The web server renders the dashboard's later parts (the check cards, the planner, the residence
 * permits) in the page's language with their own namespaces (`LATER_CATALOGUES`, docs/adr/0035).
 * A file of its own: no other test has loaded the `checks` or `planner` catalogue in German
 * first, so the server's loading is what brings them.
 */
// React's server renderer runs on Node, which jsdom's window does not fully stand in for.
Object.assign(globalThis, { setImmediate, clearImmediate });

function headings(root: HTMLElement, level: string): string[] {
  return [...root.querySelectorAll(level)].map((heading) => heading.textContent ?? '');
}

describe('the dashboard rendered by the web server in German', () => {
  it('has its check cards, its planner and its residence permits in German', async () => {
    server.use(
      http.get(apiUrl('config'), () => HttpResponse.json(TEST_PRODUCT_CONFIG)),
      http.get(apiUrl('user'), () =>
        HttpResponse.json(aUser({ first_name: 'Alice', timezone: 'UTC', language: 'de' })),
      ),
      http.get(apiUrl('travel-entries'), () => HttpResponse.json(aVisit('2025-01-01', null))),
      http.get(apiUrl('excluded-periods'), () => HttpResponse.json([])),
    );
    const { html = '' } = await renderTestPage(
      new Request('http://localhost/dashboard', { headers: { cookie: 'sid=alice' } }),
    );
    const root = new DOMParser().parseFromString(html, 'text/html').documentElement;
    expect(root.getAttribute('lang')).toBe('de');
    // The page names only its own namespaces; the later parts bring theirs with their code.
    expect(root.getAttribute('data-catalogues')).toBe('dashboard calendar');

    const cards = headings(root, 'h2');
    expect(cards).toEqual(
      expect.arrayContaining([
        'Gültige Passdaten',
        'EES (Einreise-/Ausreisesystem)',
        'Rechner für das Versicherungsjahr',
        'Aufenthaltstitel und Visa für den längerfristigen Aufenthalt',
        'Reiseplaner',
      ]),
    );
    expect(cards).not.toContain('Valid Passport Dates');
    expect(headings(root, 'h3')).toEqual(
      expect.arrayContaining(['Wie lange kann ich bleiben?', 'Wann kann ich reisen?']),
    );
    expect(root.textContent).toContain('Verfügbar ab 2026');
    expect(root.textContent).toContain('Tutorial ansehen');
    expect(root.textContent).not.toContain('View Tutorial');
  });
});
