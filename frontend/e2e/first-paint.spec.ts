import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { isoDay, newTraveller, password, travellerInside } from './support/journeys';

/**
 * The first paint of each page (docs/adr/0019): the web server renders the page with the app's
 * own components and data, so it paints from its HTML before any script has run, with a loading
 * state where what it shows comes from the browser alone; the app then hydrates it: the same
 * elements stay on screen (no flash), nothing moves, nothing larger paints later, and the
 * controls, disabled until then, work.
 */

// Lighthouse's phone (the pages' largest paint is what it measures); UTC keeps the cookie banner
// (European zones only) away.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, timezoneId: 'UTC' });

interface PaintRecord {
  firstContentfulPaint: number;
  largestPaints: { startTime: number; text: string }[];
  layoutShift: number;
  /** Whether the heading on screen is the element the server's HTML made. */
  sameHeading: boolean;
}

/** What React reported of each page while it hydrated (recordFirstPaint). */
const reactErrors = new WeakMap<Page, string[]>();

/**
 * Records the page's paints and layout shifts from its first byte on, keeps the heading the
 * browser parsed from the server's HTML (before any script of the page ran) to compare later, and
 * what React reports while it hydrates.
 */
async function recordFirstPaint(page: Page): Promise<void> {
  // React reports a hydration mismatch (minified errors #418-#425) as an uncaught error.
  const errors: string[] = [];
  reactErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /React error|hydrat/i.test(message.text()))
      errors.push(message.text());
  });
  await page.addInitScript(() => {
    const record = {
      largestPaints: [] as { startTime: number; text: string }[],
      layoutShift: 0,
      heading: null as Element | null,
    };
    Object.assign(window, { paintRecord: record });
    document.addEventListener('DOMContentLoaded', () => {
      record.heading = document.querySelector('h1');
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        record.largestPaints.push({
          startTime: entry.startTime,
          text: entry.element?.textContent?.slice(0, 40) ?? '',
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function paintRecord(page: Page): Promise<PaintRecord> {
  return page.evaluate(() => {
    const { largestPaints, layoutShift, heading } = (
      window as unknown as {
        paintRecord: Omit<PaintRecord, 'firstContentfulPaint' | 'sameHeading'> & {
          heading: Element | null;
        };
      }
    ).paintRecord;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
    const sameHeading = heading !== null && heading === document.querySelector('h1');
    return { firstContentfulPaint: fcp, largestPaints, layoutShift, sameHeading };
  });
}

/** The hand-over was invisible: the server's elements kept, nothing moved, no later largest paint. */
async function expectInvisibleHandOver(page: Page, largest: RegExp): Promise<void> {
  // Whatever loads after the page (the demo calendar) has had time to paint.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const record = await paintRecord(page);
  expect(record.sameHeading).toBe(true);
  expect(record.firstContentfulPaint).toBeGreaterThan(0);
  expect(record.largestPaints.length).toBeGreaterThan(0);
  for (const paint of record.largestPaints) {
    expect(paint.startTime, JSON.stringify(record)).toBeLessThanOrEqual(
      record.firstContentfulPaint + 1,
    );
  }
  expect(record.largestPaints.at(-1)?.text).toMatch(largest);
  expect(record.layoutShift).toBeLessThan(0.01);
  // No hydration mismatch, no error: React adopted the server's page as it was.
  expect(reactErrors.get(page)).toEqual([]);
}

test.describe('the server-rendered page, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test("/ shows the landing page, the demo calendar's loading state, and controls that wait for the app", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Try .+'s Interactive Calendar$/,
    );
    await expect(page.getByText('Schengen Area Travel Tracker')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'How it works' })).toBeDisabled();
    // A link needs no app.
    await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  test('/auth shows the sign-in form, its fields disabled until the app runs', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Username or Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
  });

  test("/dashboard shows a signed-in traveller's name and status; a visitor goes to /auth", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    expect(page.url()).toMatch(/\/auth$/);
    const username = await travellerInside(page, 'paint');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${username}!`);
    await expect(page.getByText('Currently Inside Schengen Area')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Days used in the last 180 days' }),
    ).toContainText('12');
    await expect(page.getByRole('status').filter({ hasText: 'well within limits' })).toBeVisible();
    // The explanations below the first view (docs/adr/0026) are not in the server's page: their
    // loading states hold their places.
    await expect(page.locator('[data-loading-section]')).toHaveCount(2);
    await expect(page.locator('[data-loading-section]').first()).toContainText('Loading...');
    await expect(page.getByRole('region', { name: 'Days coming back' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Will this trip fit?' })).toHaveCount(0);
    // Signed in, / is the same page.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${username}!`);
  });

  test('an unknown address answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Page Not Found/);
  });
});

test.describe('the hand-over to the app', () => {
  test("/: the landing page's own entry hydrates it invisibly without the app's code, the demo works after it, and the app takes over at /auth", async ({
    page,
  }) => {
    // The scripts the page fetches: the landing page's entry, never the app's (docs/adr/0026).
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await recordFirstPaint(page);
    await page.goto('/');
    const demo = page.getByRole('region', { name: 'Demo calendar' });
    await expect(demo).toBeVisible();
    await expectInvisibleHandOver(page, /Add a few sample visits/);
    expect(scripts.some((path) => /^\/assets\/landing-[^/]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /^\/assets\/index-[^/]+\.js$/.test(path))).toEqual([]);
    // The demo, loaded after the page, works; the page has no accessibility violation.
    await demo.locator('button[data-date]').first().click();
    await expect(demo.getByText(/5 of 6 demo clicks left\./)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'How it works' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // Into the app: a full navigation to the sign-in page, which the app hydrates.
    await page.getByRole('link', { name: 'Sign up for free/Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(
      page.getByRole('form', { name: 'Sign in' }).getByLabel(/Username or Email/),
    ).toBeEnabled();
  });

  test('/auth: the app hydrates the sign-in page invisibly, and signing in works', async ({
    page,
  }) => {
    const username = await newTraveller(page, 'handover');
    await page.request.post('/api/logout', {
      headers: { origin: new URL(page.url()).origin },
    });
    await page.context().clearCookies();
    await recordFirstPaint(page);
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByLabel(/Username or Email/)).toBeEnabled();
    await expectInvisibleHandOver(page, /is an independent tool/);
    await expectNoAxeViolations(page);
    await form.getByLabel(/Username or Email/).fill(username);
    await form.locator('input[name="password"]').fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
  });

  test('/dashboard: the app hydrates the dashboard invisibly, asks for nothing again, and works', async ({
    page,
  }) => {
    await travellerInside(page, 'paint');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
    });
    await recordFirstPaint(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('tab', { name: 'Travel History' })).toBeEnabled();
    await expectInvisibleHandOver(page, /^(Welcome back|You're well within)/);
    // The server read the user and the visits: the app asks for neither again.
    expect(calls.filter((url) => /\/api\/(user|travel-entries|config)$/.test(url))).toEqual([]);
    // The trip planner hydrates after the page, once its code has arrived (hydrated-later.tsx).
    await expect(page.getByRole('button', { name: 'Find earliest start' })).toBeEnabled();
    await page.getByRole('tab', { name: 'Travel History' }).click();
    await expect(page.getByRole('heading', { name: 'Add Manual Visit' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("/dashboard: the explanations below the first view render after the dashboard is interactive, when they come near the screen, in their loading states' places", async ({
    page,
  }) => {
    await travellerInside(page, 'later');
    await recordFirstPaint(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('tab', { name: 'Travel History' })).toBeEnabled();
    await expectInvisibleHandOver(page, /^(Welcome back|You're well within)/);
    // Interactive, nothing scrolled: both are still their loading states (their code not run).
    const loading = page.locator('[data-loading-section]');
    await expect(loading).toHaveCount(2);
    const places = await loading.evaluateAll((sections) =>
      sections.map((section) => section.getBoundingClientRect().height),
    );
    const comingBack = page.getByRole('region', { name: 'Days coming back' });
    await expect(comingBack).toHaveCount(0);
    // The reader scrolls to the planner: the loading state of "Days coming back" comes on screen
    // first; each part replaces its loading state in one step (no empty moment: a loading state
    // or the part, always), and nothing on screen moves.
    await page.evaluate(() => {
      const record = (window as unknown as { paintRecord: { layoutShift: number } }).paintRecord;
      record.layoutShift = 0;
      const seen = { empty: false };
      Object.assign(window, { explainWatch: seen });
      const planner = document.querySelector('[aria-labelledby="trip-planner-heading"]');
      new MutationObserver(() => {
        const shown = (name: string) =>
          [...document.querySelectorAll('h2, h3')].some((heading) => heading.textContent === name);
        const loadingStates = document.querySelectorAll('[data-loading-section]').length;
        const parts = Number(shown('Days coming back')) + Number(shown('Will this trip fit?'));
        if (loadingStates + parts < 2) seen.empty = true;
      }).observe(planner?.parentElement ?? document.body, { childList: true, subtree: true });
    });
    // Scrolled as a reader does, a few hundred pixels at a time, down to the planner.
    const planner = page.getByRole('heading', { name: 'Trip Planner' });
    for (let step = 0; step < 40; step += 1) {
      const box = await planner.boundingBox();
      if (box && box.y < 600) break;
      await page.evaluate(() => window.scrollBy(0, 300));
      await page.waitForTimeout(150);
    }
    await expect(comingBack).toBeVisible();
    await expect(
      comingBack.getByRole('table', { name: 'Dates on which days come back' }),
    ).toBeVisible();
    const check = page.getByRole('form', { name: 'Will this trip fit?' });
    await expect(check).toBeVisible();
    await expect(loading).toHaveCount(0);
    // The chart, once its code has arrived, in its own loading state's place.
    await expect(comingBack.locator('svg').first()).toBeVisible();
    await page.waitForTimeout(500);
    const parts = await Promise.all(
      [comingBack, check.locator('..')].map((part) =>
        part.evaluate((element) => element.getBoundingClientRect().height),
      ),
    );
    console.log(
      `explanations: loading states ${places.join(', ')} px, parts ${parts.join(', ')} px`,
    );
    const watch = await page.evaluate(
      () => (window as unknown as { explainWatch: { empty: boolean } }).explainWatch,
    );
    expect(watch.empty).toBe(false);
    expect((await paintRecord(page)).layoutShift).toBeLessThan(0.01);
    expect(reactErrors.get(page)).toEqual([]);
    // They work: the trip check answers.
    await check.getByLabel('Planned entry date').fill(isoDay(30));
    await check.getByLabel('Planned exit date').fill(isoDay(39));
    await check.getByRole('button', { name: 'Check this trip' }).click();
    await expect(page.getByText(/This trip fits: 10 days from/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
