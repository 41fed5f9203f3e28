import { expect, type Page, type Route, test } from '@playwright/test';

import { daysUsedFigure, newTraveller, signIn, travellerInside } from './support/journeys';

/**
 * A failed or slow read never looks like a safe status (issue #17): while the traveller's entries
 * load, the regions that will show figures hold skeletons of their size; when the entries could
 * not be loaded they show no figure at all, an error and 'Try again'; a failed read is sent once
 * more by itself and then only by the button. The browser's reads are failed or held here with
 * `page.route`.
 */

const ENTRIES = '**/api/travel-entries';

/** GET /api/travel-entries answers 500 while `state.isDown`; counts the reads. */
async function failEntries(page: Page): Promise<{ reads: number; isDown: boolean }> {
  const state = { reads: 0, isDown: true };
  await page.route(ENTRIES, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.continue();
    state.reads += 1;
    if (!state.isDown) return route.continue();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }),
    });
  });
  return state;
}

/** What the status, the calendar and the planner must not show when they have no entries. */
async function expectNoFigures(page: Page): Promise<void> {
  await expect(page.locator('[data-stat]')).toHaveCount(0);
  await expect(page.getByText(/well within limits/)).toHaveCount(0);
  await expect(page.getByText(/Currently (Inside|Outside) Schengen Area/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /days? (remaining|used)/ })).toHaveCount(0);
}

test('entries that cannot be loaded: no figure, an error with Try again, two reads, then the figures after a retry', async ({
  page,
}) => {
  const entries = await failEntries(page);
  // Signing up lands on the dashboard, whose entries the browser reads.
  await newTraveller(page, 'loadfail');
  const statusError = page.locator('[data-travel-status]').getByRole('alert');
  await expect(statusError).toContainText('Your travel entries could not be loaded.');
  await expect(
    page.getByRole('tabpanel', { name: 'Calendar View' }).getByRole('alert'),
  ).toContainText('Your travel entries could not be loaded.');
  await expect(page.getByRole('region', { name: 'Trip Planner' }).getByRole('alert')).toContainText(
    'so no trip can be planned',
  );
  await expectNoFigures(page);
  // The read and one retry; then nothing, whatever the page does, until the button.
  await page.getByRole('tab', { name: 'Travel History' }).click();
  await expect(page.getByRole('heading', { name: 'Add Manual Visit' })).toBeVisible();
  await page.getByRole('tab', { name: 'Calendar View' }).click();
  await page.waitForTimeout(2_000);
  expect(entries.reads).toBe(2);

  entries.isDown = false;
  await statusError.getByRole('button', { name: 'Try again' }).click();
  await expect(daysUsedFigure(page)).toHaveText('0');
  await expect(
    page.getByText("You're well within limits. Continue tracking your travels."),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(entries.reads).toBe(3);
});

test('entries that load slowly: skeletons where the figures go, then the figures, with no layout shift', async ({
  page,
}) => {
  // A traveller with a 12-day ongoing visit, then signed out.
  const username = await travellerInside(page, 'loadslow');
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:3000').origin;
  await page.request.post('/api/logout', { headers: { origin } });
  await page.context().clearCookies();

  // Every read of the entries is held for 3 s.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRIES, async (route) => {
    if (route.request().method() === 'GET') await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: { at: number; value: number }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push({ at: entry.startTime, value: entry.value });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  // Signing in goes to the dashboard, whose entries the browser reads.
  await signIn(page, username);
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
  const status = page.locator('[data-travel-status]');
  await expect(status).toHaveAttribute('aria-busy', 'true');
  await expect(status.getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
  await expect(status.locator('[data-placeholder="loading"]').first()).toBeVisible();
  await expect(page.locator('[data-year][aria-busy="true"]')).toBeVisible();
  await expectNoFigures(page);
  const loadingSince = await page.evaluate(() => performance.now());

  release();
  await expect(daysUsedFigure(page)).toHaveText('12');
  await expect(page.getByText('Currently Inside Schengen Area')).toBeVisible();
  await expect(page.locator('[data-year][aria-busy="true"]')).toHaveCount(0);
  await page.waitForTimeout(500);
  const shift = await page.evaluate(
    (since) =>
      (window as unknown as { layoutShifts: { at: number; value: number }[] }).layoutShifts
        .filter(({ at }) => at >= since)
        .reduce((sum, { value }) => sum + value, 0),
    loadingSince,
  );
  expect(shift).toBeLessThan(0.05);
});
