import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';

/** A visitor without an account tries the demo calendar on / (SPEC §2 "Demo landing page"). */

// The demo's today is the browser's date; UTC also keeps the (European-only) cookie banner away.
test.use({ timezoneId: 'UTC' });

/** The shown month as 'YYYY-MM' (the demo opens on today's month). */
async function shownMonth(page: Page): Promise<string> {
  const first = await page.locator('button[data-date]').first().getAttribute('data-date');
  if (!first) throw new Error('The demo calendar shows no day');
  return first.slice(0, 7);
}

function dayButton(page: Page, date: string) {
  return page.locator(`button[data-date="${date}"]`);
}

/** The API calls the page makes, except the session and configuration reads every page makes. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    if (pathname === '/api/user' || pathname === '/api/config') return;
    calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

test('the landing page has a title, preview tags, the demo and no accessibility violation', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Try .+'s Interactive Calendar$/,
  );
  await expect(page).toHaveTitle(/^Free 90\/180-day Schengen calculator · /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /90\/180/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Schengen/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Schengen Area Travel Tracker')).toBeVisible();
  await expect(nav.getByText('100% Free Demo')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign up for free/Login' })).toHaveAttribute(
    'href',
    '/auth',
  );
  await expect(page.getByRole('region', { name: 'Days used in the last 180 days' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Calendar View' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Demo Visits' })).toBeVisible();
  for (const feature of ['Interactive Calendar', 'Real-time Calculations', 'Passport Checker']) {
    await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Ready for Full Access?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
    'href',
    '/auth',
  );
  await expectNoAxeViolations(page);

  await nav.getByRole('button', { name: 'How it works' }).click();
  const tutorial = page.getByRole('dialog', { name: /Works$/ });
  await expect(tutorial.getByText('Step 1 of 5')).toBeVisible();
  await expectNoAxeViolations(page);
  for (let step = 2; step <= 5; step += 1) {
    await tutorial.getByRole('button', { name: 'Next' }).click();
    await expect(tutorial.getByText(`Step ${step} of 5`)).toBeVisible();
  }
  await tutorial.getByRole('button', { name: 'Try Calendar' }).click();
  await expect(tutorial).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Calendar View' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a visitor creates two visits, deletes one, reaches the limit and goes to sign up', async ({
  page,
}) => {
  const apiCalls = recordApiCalls(page);
  await page.goto('/');
  await expect(page.getByText('6 of 6 demo clicks left.')).toBeVisible();
  const month = await shownMonth(page);
  const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;

  // First visit: the later day first; the entry still lands on the earlier day.
  await dayButton(page, day(4)).click();
  await expect(page.getByText(/^Visit started on /)).toBeVisible();
  await expect(page.getByText('Click another day to complete this visit')).toBeVisible();
  await dayButton(page, day(2)).click();
  await expect(page.getByText(/^Visit started on /)).toBeHidden();
  for (const d of [2, 3, 4]) {
    await expect(dayButton(page, day(d))).toHaveAttribute('data-in-visit', 'true');
  }
  await expect(dayButton(page, day(2))).toHaveAccessibleName(/: 1 day used/);
  await expect(dayButton(page, day(4))).toHaveAccessibleName(/: 3 days used/);

  // Second visit.
  await dayButton(page, day(10)).click();
  await dayButton(page, day(12)).click();
  await expect(dayButton(page, day(11))).toHaveAttribute('data-in-visit', 'true');
  await expect(page.getByText('2 of 6 demo clicks left.')).toBeVisible();

  await page.getByRole('tab', { name: 'Demo Visits' }).click();
  const visits = page.getByRole('list', { name: 'Demo visits' });
  await expect(visits.getByRole('listitem')).toHaveCount(2);
  await expect(visits.getByText('3 days completed')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Calendar View' }).click();

  // A click inside the first visit deletes it, entry and exit.
  await dayButton(page, day(3)).click();
  await expect(page.getByText(/^Visit from .+ deleted\.$/)).toBeVisible();
  for (const d of [2, 3, 4]) {
    await expect(dayButton(page, day(d))).toHaveAttribute('data-in-visit', 'false');
  }
  await expect(dayButton(page, day(11))).toHaveAttribute('data-in-visit', 'true');
  await page.getByRole('tab', { name: 'Demo Visits' }).click();
  await expect(visits.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Calendar View' }).click();

  // The sixth click is the last that acts; the seventh opens the limit dialog.
  await dayButton(page, day(20)).click();
  await expect(page.getByText('0 of 6 demo clicks left.')).toBeVisible();
  await dayButton(page, day(22)).click();
  const limit = page.getByRole('dialog', { name: 'Demo Limit Reached' });
  await expect(limit).toBeVisible();
  await expect(limit).toContainText('3 sample visits');
  await expectNoAxeViolations(page);

  await limit.getByRole('button', { name: 'Continue Demo' }).click();
  await expect(limit).toBeHidden();
  await expect(dayButton(page, day(22))).toHaveAttribute('data-in-visit', 'false');
  await dayButton(page, day(22)).click();
  await expect(limit).toBeVisible();

  await limit.getByRole('link', { name: 'Sign Up for Free' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  expect(apiCalls).toEqual([]);
});
