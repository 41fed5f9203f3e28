import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { isoDay, newTraveller } from './support/journeys';

/**
 * / and /auth are prerendered (scripts/prerender.mjs, docs/adr/0013): their HTML holds the page,
 * which paints before any JavaScript has run, and the app replaces it with an identical copy. The
 * replacement must be invisible: no layout shift and no later largest contentful paint.
 */

// Lighthouse's phone (the pages' largest paint is what it measures); UTC keeps the cookie banner
// (European zones only) away.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, timezoneId: 'UTC' });

interface PaintRecord {
  firstContentfulPaint: number;
  largestPaints: { startTime: number; text: string }[];
  layoutShift: number;
}

/** Records the page's paints and layout shifts from its first byte on. */
async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { largestPaints: [] as { startTime: number; text: string }[], layoutShift: 0 };
    Object.assign(window, { paintRecord: record });
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
    const { largestPaints, layoutShift } = (
      window as unknown as { paintRecord: Omit<PaintRecord, 'firstContentfulPaint'> }
    ).paintRecord;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
    return { firstContentfulPaint: fcp, largestPaints, layoutShift };
  });
}

/** Resolves once the app has replaced the prerendered copy, whose controls are disabled. */
async function appHasTakenOver(page: Page, path: string): Promise<void> {
  const control =
    path === '/'
      ? page.getByRole('button', { name: 'How it works' })
      : page.getByLabel('Username or Email');
  await expect(control).toBeEnabled();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the header and the headline, and its controls wait for the app', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Try .+'s Interactive Calendar$/,
    );
    await expect(page.getByText('Schengen Area Travel Tracker')).toBeVisible();
    await expect(page.getByRole('button', { name: 'How it works' })).toBeDisabled();
    // A link needs no app.
    await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  test('/auth shows the sign-in form, disabled until the app has replaced it', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Username or Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
  });

  test('an address without a page of its own never shows the landing page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    expect(await page.content()).not.toContain('Interactive Calendar');
  });
});

for (const { path, largest } of [
  { path: '/', largest: 'Add a few sample visits' },
  { path: '/auth', largest: 'is an independent tool' },
]) {
  test(`${path}: the app replaces the prerendered page without a shift or a later largest paint`, async ({
    page,
  }) => {
    await recordPaints(page);
    await page.goto(path);
    await appHasTakenOver(page, path);
    // Whatever loads after the page (the demo calendar) has had time to paint.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const record = await paintRecord(page);
    expect(record.firstContentfulPaint).toBeGreaterThan(0);
    expect(record.largestPaints.length).toBeGreaterThan(0);
    // Every largest-paint candidate is from the first paint: the app's copy painted nothing larger.
    for (const paint of record.largestPaints) {
      expect(paint.startTime).toBeLessThanOrEqual(record.firstContentfulPaint + 1);
    }
    expect(record.largestPaints.at(-1)?.text).toContain(largest);
    expect(record.layoutShift).toBeLessThan(0.01);
    await expectNoAxeViolations(page);
  });
}

test('the app takes over the landing page: its controls work', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'How it works' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test.describe('the dashboard (prerendered frame, name from the gateway, status from the early script)', () => {
  test('a visitor is sent from /dashboard to /auth', async ({ page }) => {
    const response = await page.goto('/dashboard');
    expect(page.url()).toMatch(/\/auth$/);
    expect(response?.status()).toBe(200);
  });

  test('the page welcomes the user by name and shows the status before the app runs', async ({
    page,
    context,
  }) => {
    const username = await newTraveller(page, 'early');
    // An ongoing visit of 12 days: inside, 12 days used.
    const recorded = await page.request.post('/api/travel-entries', {
      data: { entry_type: 'entry', entry_date: isoDay(-11), country: 'France', notes: '' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(recorded.status()).toBe(201);
    // The app's own code never arrives: what shows is the HTML and the early script's work.
    await context.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${username}!`);
    await expect(page.getByText('Currently Inside Schengen Area')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Days used in the last 180 days' }),
    ).toContainText('12');
    await expect(page.getByRole('status').filter({ hasText: 'well within limits' })).toBeVisible();
    // Signed in, / is the same page.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${username}!`);
  });

  test('the app replaces it without a shift or a later largest paint, and works', async ({
    page,
  }) => {
    await newTraveller(page, 'paint');
    await recordPaints(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('tab', { name: 'Calendar View' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const record = await paintRecord(page);
    // The heading paints from the HTML, then the early script's status alert (larger on a phone);
    // the app's copies of both are the same size: no third, larger paint.
    expect(record.largestPaints.length).toBeGreaterThan(0);
    expect(record.largestPaints.length).toBeLessThanOrEqual(2);
    expect(record.largestPaints.at(-1)?.text).toMatch(/^(Welcome back|You're well within)/);
    expect(record.layoutShift).toBeLessThan(0.01);
    await page.getByRole('tab', { name: 'Travel History' }).click();
    await expect(page.getByRole('heading', { name: 'Add Manual Visit' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
