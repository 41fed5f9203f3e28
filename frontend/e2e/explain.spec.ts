import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import {
  calendarDay,
  daysUsedFigure,
  freshUsername,
  isoDay,
  password,
  showCalendarYear,
} from './support/journeys';

/**
 * Answers that explain themselves (issue #21): a traveller with two recorded visits opens the
 * "Why" panel for today from the keyboard and finds the dashboard's figure as its total, reads the
 * days coming back as a table, and has the planner explain a refused trip and fill in the longest
 * stay that fits.
 */

/** Registers a traveller through the API (signed in in this page's context) with two visits. */
async function travellerWithVisits(page: Page): Promise<void> {
  const username = freshUsername('explain');
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:3000').origin;
  const registered = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password },
    headers: { origin },
  });
  expect(registered.status()).toBe(201);
  // Ten days each, both well inside today's 180-day window: 20 days used today.
  for (const [entry, exit] of [
    [isoDay(-40), isoDay(-31)],
    [isoDay(-20), isoDay(-11)],
  ]) {
    const recorded = await page.request.post('/api/travel-entries/visit', {
      data: { entry_date: entry, exit_date: exit, country: 'France', notes: '' },
      headers: { origin },
    });
    expect(recorded.status()).toBe(201);
  }
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
}

test('the Why panel, the days coming back and the planner explain the count', async ({ page }) => {
  await travellerWithVisits(page);
  const figure = daysUsedFigure(page);
  await expect(figure).toHaveText('20');
  const total = await figure.textContent();

  // The Why panel for today, opened from the keyboard.
  await page.getByRole('button', { name: 'Explains its count' }).click();
  const today = isoDay(0);
  await showCalendarYear(page, today);
  await calendarDay(page, today).focus();
  await page.keyboard.press('Enter');
  const why = page.getByRole('dialog', { name: /has its count$/ });
  await expect(why).toBeVisible();
  const visits = why.getByRole('list', { name: 'Days that count, by visit' });
  await expect(visits.getByRole('listitem')).toHaveCount(2);
  await expect(visits.getByRole('listitem').first()).toContainText('10 days count');
  await expect(visits.getByRole('listitem').last()).toContainText('10 days count');
  await expect(why.getByText(`Total: ${total} of 90 days`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(why).toBeHidden();
  await expect(calendarDay(page, today)).toBeFocused();

  // Days coming back from today, as a table beside the chart. It and the planner's trip check
  // render when they come near the screen (docs/adr/0026): the reader scrolls down to them.
  await page.getByRole('heading', { name: 'Trip Planner' }).scrollIntoViewIfNeeded();
  const comingBack = page.getByRole('region', { name: 'Days coming back' });
  await expect(comingBack).toContainText('you have 70 days left of 90');
  const table = comingBack.getByRole('table', { name: 'Dates on which days come back' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('10');
  await expect(rows.nth(1).getByRole('cell').last()).toHaveText('80');
  await expect(rows.nth(2).getByRole('cell').last()).toHaveText('90');

  // The planner refuses an 80-day trip from tomorrow and offers the longest stay that fits.
  const planner = page.getByRole('region', { name: 'Trip Planner' });
  const check = planner.getByRole('form', { name: 'Will this trip fit?' });
  await check.getByLabel('Planned entry date').fill(isoDay(1));
  await check.getByLabel('Planned exit date').fill(isoDay(80));
  await check.getByRole('button', { name: 'Check this trip' }).click();
  await expect(planner).toContainText(/This trip does not fit: its day 71, .* would be day 91/);
  const causes = planner.getByRole('list', { name: 'What counts in those 180 days' });
  await expect(causes.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await planner.getByRole('button', { name: /^Stay 70 days, leaving on / }).click();
  await expect(check.getByLabel('Planned entry date')).toHaveValue(isoDay(1));
  await expect(check.getByLabel('Planned exit date')).toHaveValue(isoDay(70));
  await expect(planner).toContainText(/This trip fits: 70 days from/);
});
