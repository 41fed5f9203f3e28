import { clearImmediate, setImmediate } from 'node:timers';

import { http, HttpResponse } from 'msw';

import { aUser, TEST_PRODUCT_CONFIG } from '../testing/builders';
import { apiUrl, server } from '../testing/server';
import { renderTestPage } from './render-page.fixtures';

/*
 * The web server's choice of a page's language (issue #21, docs/adr/0035): the signed-in user's
 * saved language, else the `lang` cookie, else the browser's `Accept-Language`, else English; the
 * document's `<html lang dir>` and the page's text follow it.
 */
// React's server renderer runs on Node, which jsdom's window does not fully stand in for.
Object.assign(globalThis, { setImmediate, clearImmediate });

function api(user: ReturnType<typeof aUser> | null) {
  server.use(
    http.get(apiUrl('config'), () => HttpResponse.json(TEST_PRODUCT_CONFIG)),
    http.get(apiUrl('user'), () =>
      user
        ? HttpResponse.json(user)
        : HttpResponse.json({ statusCode: 401, message: 'not signed in' }, { status: 401 }),
    ),
    http.get(apiUrl('travel-entries'), () => HttpResponse.json([])),
  );
}

function page(path: string, headers: Record<string, string>) {
  return renderTestPage(new Request(`http://localhost${path}`, { headers }));
}

function htmlElement(html: string): HTMLElement {
  return new DOMParser().parseFromString(html, 'text/html').documentElement;
}

describe("the page's language", () => {
  it("is English (SPEC's text, British dates) without any language", async () => {
    api(null);
    const { html = '' } = await page('/', {});
    const root = htmlElement(html);
    expect(root.getAttribute('lang')).toBe('en-GB');
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(root.textContent).toContain('Create Free Account');
    expect(root.querySelector('title')?.textContent).toBe(
      'Free 90/180-day Schengen calculator · Test Tracker',
    );
    expect(root.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_GB');
  });

  it("follows the browser's languages on a first visit, right to left in Arabic", async () => {
    api(null);
    const { html = '' } = await page('/', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    const root = htmlElement(html);
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('data-catalogues')).toBe('landing');
    expect(root.textContent).toContain('أنشئ حسابًا مجانيًا');
    expect(root.textContent).not.toContain('Create Free Account');
  });

  it("prefers the visitor's chosen language (the cookie) to the browser's", async () => {
    api(null);
    const { html = '' } = await page('/', { 'accept-language': 'ar', cookie: 'lang=de' });
    const root = htmlElement(html);
    expect(root.getAttribute('lang')).toBe('de');
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(root.textContent).toContain('Kostenloses Konto erstellen');
    // What search results and shared links show, in the page's language.
    const head = (selector: string) => root.querySelector(selector)?.getAttribute('content');
    expect(root.querySelector('title')?.textContent).toBe(
      'Kostenloser Schengen-Rechner für 90/180 Tage · Test Tracker',
    );
    expect(head('meta[name="description"]')).toMatch(/^Kostenloser Schengen-Rechner/);
    expect(head('meta[property="og:description"]')).toMatch(/^Probieren Sie den interaktiven/);
    expect(head('meta[property="og:locale"]')).toBe('de_DE');
  });

  it("prefers a signed-in user's saved language to the cookie and the browser", async () => {
    api(aUser({ first_name: 'Alice', timezone: 'UTC', language: 'de' }));
    const { html = '' } = await page('/dashboard', {
      cookie: 'sid=alice; lang=fr',
      'accept-language': 'ar',
    });
    const root = htmlElement(html);
    expect(root.getAttribute('lang')).toBe('de');
    expect(root.getAttribute('data-catalogues')).toBe('dashboard calendar');
    expect(root.querySelector('footer')?.textContent).toContain('Nutzungsbedingungen');
  });

  it("renders a page an e-mail's link opens with the profile's messages (namespace profile)", async () => {
    api(null);
    const { html = '' } = await page('/unsubscribe?token=abc', { cookie: 'lang=de' });
    const root = htmlElement(html);
    expect(root.getAttribute('data-catalogues')).toBe('profile');
    expect(root.querySelector('h1')?.textContent).toBe('Abbestellen');
  });

  it('follows the browser when the saved language is null', async () => {
    api(aUser({ first_name: 'Alice', timezone: 'UTC', language: null }));
    const { html = '' } = await page('/dashboard', {
      cookie: 'sid=alice',
      'accept-language': 'fr-CH',
    });
    expect(htmlElement(html).getAttribute('lang')).toBe('fr');
  });
});
