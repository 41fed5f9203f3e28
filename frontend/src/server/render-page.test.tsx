import { clearImmediate, setImmediate } from 'node:timers';

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Root } from 'react-dom/client';

import { hydrateApp } from '../app/hydrate-app';
import { hydrateLanding } from '../app/landing/hydrate-landing';
import { loadPageLanguage } from '../lib/i18n/page-language';
import { aUser } from '../testing/builders';
import { apiUrl, server } from '../testing/server';
import { aliceSignedIn, alice, failing, renderTestPage, visitor } from './render-page.fixtures';

/**
 * The browser's hydration (app/hydrate-app.tsx; the visitor's landing page:
 * app/landing/hydrate-landing.tsx) of the web server's page
 * (src/server/render-page.tsx): React attaches to the server's elements (the same nodes stay on
 * screen: no flash, nothing moves, no mismatch reported), the store starts from the server's data
 * (the API is not asked again), and the page then works.
 */

// React's server renderer runs on Node, which jsdom's window does not fully stand in for.
Object.assign(globalThis, { setImmediate, clearImmediate });

/**
 * What React reported while the page hydrated, but its warning that the server's renderer and the
 * browser's shared context objects: they do in this test's single JavaScript realm only.
 */
function reportedErrors(errors: jest.SpyInstance): string[] {
  return errors.mock.calls
    .map((call: unknown[]) => call.map(String).join(' '))
    .filter((message) => !message.includes('multiple renderers concurrently'));
}

/** Shows the server's document at `path`, as the browser has parsed it before any script ran. */
function showDocument(html: string, path: string) {
  window.history.replaceState(null, '', path);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const name of ['lang', 'dir']) {
    document.documentElement.setAttribute(name, parsed.documentElement.getAttribute(name) ?? '');
  }
  document.head.replaceChildren(...[...parsed.head.childNodes].map((n) => document.adoptNode(n)));
  document.body.replaceChildren(...[...parsed.body.childNodes].map((n) => document.adoptNode(n)));
}

describe('hydrateApp', () => {
  // Each test's page goes away with it: a part of it that hydrates later (hydrated-later.tsx) must
  // not hydrate against the next test's document.
  const roots: Root[] = [];
  afterEach(() => {
    act(() => {
      for (const root of roots.splice(0)) root.unmount();
    });
  });

  it("attaches to the server's dashboard without drawing it again or asking the API again, and the page works", async () => {
    const calls: string[] = [];
    aliceSignedIn(calls);
    const page = await renderTestPage(alice('/dashboard'));
    showDocument(page.html ?? '', '/dashboard');
    calls.length = 0;
    const heading = screen.getByRole('heading', { name: 'Welcome back, Alice!' });
    const status = screen.getByText('Currently Inside Schengen Area');
    const planner = screen.getByRole('button', { name: 'Find earliest start' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    roots.push(
      await hydrateApp(
        document.getElementById('root') as HTMLElement,
        await loadPageLanguage(document),
      ),
    );
    // The planner's code is not the page's (components/layout/hydrated-later.tsx): the server's
    // planner stays on screen, its controls disabled, and works once it has hydrated on its own.
    await waitFor(() => expect(planner).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Find earliest start' })).toBe(planner);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Travel History' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Travel History' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );

    // The same elements: React adopted the server's and replaced none of them.
    expect(screen.getByRole('heading', { name: 'Welcome back, Alice!' })).toBe(heading);
    expect(screen.getByText('Currently Inside Schengen Area')).toBe(status);
    expect(reportedErrors(errors)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("hydrates the server's landing page with React alone, asks the API nothing, then shows the demo calendar in place of its loading state and opens the tutorial", async () => {
    const calls: string[] = [];
    aliceSignedIn(calls);
    const page = await renderTestPage(visitor('/'));
    showDocument(page.html ?? '', '/');
    calls.length = 0;
    const heading = screen.getByRole('heading', { level: 1 });
    const howItWorks = screen.getByRole('button', { name: 'How it works' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    // Disabled until the page has hydrated: a click before then would do nothing.
    expect(howItWorks).toBeDisabled();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    let root: Root | undefined;
    const pageLanguage = await loadPageLanguage(document);
    act(() => {
      root = hydrateLanding(document.getElementById('root') as HTMLElement, pageLanguage);
    });
    roots.push(root!);

    const demo = await screen.findByRole('region', { name: 'Demo calendar' });
    expect(within(demo).getByRole('tab', { name: 'Calendar View' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    // The same elements: React adopted the server's and replaced none of them.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByRole('button', { name: 'How it works' })).toBe(howItWorks);
    await waitFor(() => expect(howItWorks).toBeEnabled());
    // A plain link into the app (a full navigation: no router runs on this page).
    expect(screen.getByRole('link', { name: 'Sign up for free/Login' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await userEvent.setup().click(howItWorks);
    expect(
      await screen.findByRole('dialog', { name: /How Test Tracker Works/ }),
    ).toBeInTheDocument();
    expect(reportedErrors(errors)).toEqual([]);
    expect(calls).toEqual([]);
  });

  describe('after a read the server could not make (issue #17)', () => {
    it("attaches to the server's loading state, reads the entries once, then shows the figures", async () => {
      const calls: string[] = [];
      aliceSignedIn(calls);
      failing('travel-entries');
      const page = await renderTestPage(alice('/dashboard'));
      showDocument(page.html ?? '', '/dashboard');
      const heading = screen.getByRole('heading', { name: 'Welcome back, Alice!' });
      expect(document.querySelector('[data-travel-status]')).toHaveAttribute('aria-busy', 'true');
      aliceSignedIn(calls);
      calls.length = 0;
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

      roots.push(
        await hydrateApp(
          document.getElementById('root') as HTMLElement,
          await loadPageLanguage(document),
        ),
      );

      expect(await screen.findByText('Currently Inside Schengen Area')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Welcome back, Alice!' })).toBe(heading);
      expect(reportedErrors(errors)).toEqual([]);
      expect(calls).toEqual(['travel-entries']);
    });

    it('reads the user the server could not, then shows the dashboard', async () => {
      const calls: string[] = [];
      aliceSignedIn(calls);
      failing('user');
      const page = await renderTestPage(alice('/dashboard'));
      showDocument(page.html ?? '', '/dashboard');
      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
      // The browser sends the session cookie by itself; here the API answers as Alice's session.
      server.use(
        http.get(apiUrl('user'), () => {
          calls.push('user');
          return HttpResponse.json(aUser({ first_name: 'Alice', timezone: 'UTC' }));
        }),
      );
      calls.length = 0;
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

      roots.push(
        await hydrateApp(
          document.getElementById('root') as HTMLElement,
          await loadPageLanguage(document),
        ),
      );

      expect(
        await screen.findByRole('heading', { name: 'Welcome back, Alice!' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Currently Inside Schengen Area')).toBeInTheDocument();
      expect(reportedErrors(errors)).toEqual([]);
      expect(calls).toEqual(['user', 'travel-entries']);
    });

    it("makes the browser's read the one retry of the server's: when it fails too, the error and Try again", async () => {
      const calls: string[] = [];
      aliceSignedIn(calls);
      failing('travel-entries');
      const page = await renderTestPage(alice('/dashboard'));
      showDocument(page.html ?? '', '/dashboard');
      failing('travel-entries', calls);
      calls.length = 0;
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

      roots.push(
        await hydrateApp(
          document.getElementById('root') as HTMLElement,
          await loadPageLanguage(document),
        ),
      );

      const alerts = await screen.findAllByRole('alert');
      expect(alerts[0]).toHaveTextContent('Your travel entries could not be loaded.');
      expect(screen.queryByText(/Currently (Inside|Outside)/)).not.toBeInTheDocument();
      // No hydration mismatch (the updates after it are the page's own, outside the test's act).
      expect(reportedErrors(errors).filter((message) => !message.includes('act(...)'))).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(calls).toEqual(['travel-entries']);

      // The button's read is a new one: retried once.
      const user = userEvent.setup();
      await user.click(within(alerts[0]!).getByRole('button', { name: 'Try again' }));
      await waitFor(() =>
        expect(calls).toEqual(['travel-entries', 'travel-entries', 'travel-entries']),
      );
    });
  });
});
