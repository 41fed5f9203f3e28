/** @jest-environment node */
import { aliceSignedIn, alice, failing, renderTestPage, visitor } from './render-page.fixtures';

/**
 * The web server's pages (src/server/render-page.tsx), rendered in Node as the server does: the
 * page as the browser's first render shows it, with the data the route's loaders read through the
 * API with the visitor's cookie, Emotion's styles of what rendered in the head, the page's scripts
 * preloaded, and no script that runs inline (the gateway's CSP allows none).
 */
describe('renderPage', () => {
  it("renders / for a visitor: the landing page alone, the demo calendar's loading state, its stylesheets and its own entry", async () => {
    const calls: string[] = [];
    aliceSignedIn(calls);
    const page = await renderTestPage(visitor('/'));
    expect(page.status).toBe(200);
    expect(page.isPersonal).toBe(false);
    const html = page.html ?? '';
    expect(html).toMatch(
      /<h1[^>]*>Try (<!-- -->)?Test Tracker(<!-- -->)?&#x27;s Interactive Calendar/,
    );
    expect(html).toMatch(/role="status".*Loading\.\.\./);
    expect(html).not.toContain('Demo calendar');
    // Links into the app are plain links; the footer has the configuration's e-mail.
    expect(html).toMatch(/<a href="\/auth"[^>]*>Sign up for free\/Login<\/a>/);
    expect(html).toContain('href="mailto:help@tracker.example"');
    // No MUI runtime: no Emotion style, the page's stylesheets instead (docs/adr/0026).
    expect(html).not.toContain('data-emotion');
    expect(html).not.toMatch(/class="[^"]*Mui/);
    // Its stylesheets inline: nothing to fetch before the page paints.
    expect(html).toContain(
      '<style data-href="/assets/landing.css">/* assets/landing.css */ .rule { color: red }</style>',
    );
    expect(html).toContain('<style data-href="/assets/demo.css">');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('--token-primary:#1d4ed8');
    // The first paint waits for the whole page to be parsed (up to the hydration data after
    // #root): the largest element paints with the first (e2e/first-paint.spec.ts).
    expect(html).toContain('<link rel="expect" href="#router-hydration-data" blocking="render"/>');
    expect(html.indexOf('id="router-hydration-data"')).toBeGreaterThan(html.indexOf('</footer>'));
    // Only the landing page's entry: it loads the rest once the page has painted
    // (src/landing-main.tsx); the data block holds what the page was rendered from.
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/json" id="router-hydration-data">',
      '<script type="module" crossorigin="" src="/assets/landing.js">',
    ]);
    expect(html).toContain(
      '{"config":{"product_name":"Test Tracker","support_email":"help@tracker.example"}}',
    );
    // The user and the configuration, nothing of a traveller's.
    expect(calls.sort()).toEqual(['config', 'user']);
  });

  it("renders the app's / (its entry and Emotion's styles) for a signed-in user, the return from Stripe and a user the server could not read", async () => {
    aliceSignedIn();
    const appPage = (html = '') => {
      expect(html).toContain('<script type="module" crossorigin="" src="/assets/index.js">');
      expect(html).not.toContain('/assets/landing.js');
      expect(html).toContain('<style data-href="/assets/home-route.css">');
      expect(html).not.toContain('<link rel="stylesheet"');
      expect(html).toMatch(/<style data-emotion="css [^"]+">\.css-[^<]+\{/);
      expect(html).toMatch(/<style data-emotion="css-global [^"]+">/);
    };
    const signedIn = await renderTestPage(alice('/'));
    expect(signedIn.html).toMatch(/<h1[^>]*>Welcome back, (<!-- -->)?Alice(<!-- -->)?!<\/h1>/);
    appPage(signedIn.html);
    appPage((await renderTestPage(visitor('/?donation=success&amount=3'))).html);
    failing('user');
    appPage((await renderTestPage(visitor('/'))).html);
  });

  it('sends a visitor from /dashboard and /admin to /auth, and a signed-in user from /auth to /', async () => {
    aliceSignedIn();
    expect(await renderTestPage(visitor('/dashboard'))).toMatchObject({
      status: 302,
      location: '/auth',
    });
    expect(await renderTestPage(visitor('/admin'))).toMatchObject({
      status: 302,
      location: '/auth',
    });
    expect(await renderTestPage(alice('/auth'))).toMatchObject({ status: 302, location: '/' });
  });

  it("renders a signed-in user's dashboard with their name and status, never to be cached", async () => {
    aliceSignedIn();
    const page = await renderTestPage(alice('/dashboard'));
    expect(page.status).toBe(200);
    expect(page.isPersonal).toBe(true);
    expect(page.html).toMatch(/<h1[^>]*>Welcome back, (<!-- -->)?Alice(<!-- -->)?!<\/h1>/);
    expect(page.html).toContain('Currently Inside Schengen Area');
  });

  it("renders the offline shell (issue #22) without reading anything, whoever asks: the app's entry, the offline pages' stylesheets, no person's data", async () => {
    const calls: string[] = [];
    aliceSignedIn(calls);
    const page = await renderTestPage(alice('/offline-shell'));
    expect(calls).toEqual([]);
    expect(page.status).toBe(200);
    expect(page.isPersonal).toBe(false);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).toContain('>{"offlineShell":true}</script>');
    expect(page.html).toContain('<script type="module" crossorigin="" src="/assets/index.js">');
    expect(page.html).toContain('data-href="/assets/home-route.css"');
    expect(page.html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(page.html).not.toContain('Alice');
  });

  it('answers 404 with the not-found page for an unknown address', async () => {
    const page = await renderTestPage(visitor('/no-such-page'));
    expect(page.status).toBe(404);
    expect(page.html).toContain('Page Not Found');
  });

  it('escapes what the data holds, so that no value can end the hydration data', async () => {
    aliceSignedIn([], '</script><script>alert(1)</script>');
    const page = await renderTestPage(alice('/dashboard'));
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  describe('when a read fails (issue #17)', () => {
    it("renders the dashboard's loading state, with no figure, when the entries cannot be read, and leaves the read to the browser", async () => {
      const calls: string[] = [];
      aliceSignedIn();
      failing('travel-entries', calls);
      const page = await renderTestPage(alice('/dashboard'));
      expect(page.status).toBe(200);
      const html = page.html ?? '';
      expect(html).toMatch(/<h1[^>]*>Welcome back, (<!-- -->)?Alice(<!-- -->)?!<\/h1>/);
      expect(html).toMatch(/data-travel-status="" aria-busy="true"/);
      expect(html).toMatch(/role="progressbar" aria-label="Loading\.\.\."/);
      expect(html).toMatch(/data-year="\d{4}"[^>]* aria-busy="true"/);
      expect(html).not.toContain('data-stat=');
      expect(html).not.toMatch(/well within limits|Currently (Inside|Outside)|could not be loaded/);
      expect(html).not.toMatch(/aria-label="[^"]*: [^"]*days? (remaining|used)/);
      // No retry on the server: the browser reads them after hydrating.
      expect(calls).toEqual(['travel-entries']);
      expect(html).toContain('"dashboard":{"entries":null,');
    });

    it('renders the loading state of a guarded page, not a redirect to /auth, when the user cannot be read', async () => {
      const calls: string[] = [];
      aliceSignedIn();
      failing('user', calls);
      const page = await renderTestPage(alice('/dashboard'));
      expect(page.status).toBe(200);
      expect(page.isPersonal).toBe(false);
      expect(page.html).toMatch(/role="status".*Loading\.\.\./);
      expect(page.html).not.toContain('could not be loaded');
      expect(page.html).not.toMatch(/"user":/);
      expect(calls).toEqual(['user']);
    });
  });
});
