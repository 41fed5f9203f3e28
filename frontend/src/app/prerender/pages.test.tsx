import { screen } from '@testing-library/react';

import { aUser, TEST_PRODUCT_CONFIG } from '../../testing/builders';
import { normalised, parse } from '../../testing/markup';
import { renderApp } from '../../testing/render';
import { DISPLAY_NAME_TOKEN, PRERENDERED_PAGES, renderPage, renderStyleSource } from './pages';

/**
 * The prerendered copy of a page (scripts/prerender.mjs writes it into the built HTML) must be
 * what the app renders first: the app replaces it in one commit, and only an identical copy (the
 * same elements, classes and text, so the same sizes) makes that replacement invisible: no layout
 * shift and no later, larger contentful paint.
 */
describe('prerendered pages', () => {
  it('prerenders /, /auth and /dashboard', () => {
    expect(Object.keys(PRERENDERED_PAGES)).toEqual(['', 'auth', 'dashboard']);
  });

  it("prerenders the dashboard's frame and welcome heading as the app renders them, the name left to the gateway", async () => {
    const prerendered = parse(renderPage('dashboard', TEST_PRODUCT_CONFIG));
    expect(prerendered.querySelector('h1')?.textContent).toBe(
      `Welcome back, ${DISPLAY_NAME_TOKEN}!`,
    );
    // What the gateway sends (gateway/src/pages/dashboard-page.ts) is what the app renders.
    const h1 = prerendered.querySelector('h1') as HTMLElement;
    h1.textContent = 'Welcome back, Alice!';
    const { container } = renderApp({ route: '/dashboard', user: aUser() });
    await screen.findByRole('heading', { name: 'Welcome back, Alice!' });
    for (const selector of ['header', 'h1']) {
      expect(normalised(prerendered.querySelector(selector))).toBe(
        normalised(container.querySelector(selector)),
      );
    }
    // Nothing of the user's visits: the app renders those.
    expect(prerendered.textContent).not.toMatch(/Schengen Area|days/i);
  });

  it('carries the styles of the dashboard with visits, which the app would otherwise insert', () => {
    const source = renderStyleSource(
      'dashboard',
      TEST_PRODUCT_CONFIG,
      new Date('2026-11-25T12:00:00Z'),
    );
    // Under jsdom Emotion writes no <style> tags (the build renders in Node, where it does); the
    // source is the whole dashboard with a past and an ongoing visit.
    expect(source).toContain('Currently Inside Schengen Area');
    expect(source).toContain('role="tablist"');
    expect(source).toContain('data-in-visit="true"');
    expect(renderStyleSource('auth', TEST_PRODUCT_CONFIG)).toBe('');
  });

  it("prerenders the landing page's header, headline and introduction as the app renders them", async () => {
    const prerendered = parse(renderPage('', TEST_PRODUCT_CONFIG));
    const { container } = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    for (const selector of ['header', 'h1', 'main p', 'footer']) {
      expect(normalised(prerendered.querySelector(selector))).toBe(
        normalised(container.querySelector(selector)),
      );
    }
    expect(prerendered.querySelector('h1')?.textContent).toBe(
      `Try ${TEST_PRODUCT_CONFIG.product_name}'s Interactive Calendar`,
    );
  });

  it('prerenders the sign-in page (its form, its footer) as the app renders it', async () => {
    const prerendered = parse(renderPage('auth', TEST_PRODUCT_CONFIG));
    const { container } = renderApp({ route: '/auth' });
    await screen.findByRole('heading', { level: 1 });
    for (const selector of ['main', 'aside', 'footer']) {
      expect(normalised(prerendered.querySelector(selector))).toBe(
        normalised(container.querySelector(selector)),
      );
    }
  });

  it("prerenders with the gateway's default configuration unless given another", () => {
    const page = parse(renderPage(''));
    expect(page.querySelector('h1')?.textContent).toBe(
      "Try Schengen Tracker's Interactive Calendar",
    );
    expect(page.querySelector('footer a[href^="mailto:"]')?.textContent).toBe(
      'support@schengen-tracker.example',
    );
  });
});
