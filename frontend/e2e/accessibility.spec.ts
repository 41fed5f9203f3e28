import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { newTraveller } from './support/journeys';

/**
 * axe-core (WCAG 2.2 A/AA and target-size) on every route and the main dialogs (issue #10): zero
 * violations. The demo's page and dialogs are checked in demo.spec.ts.
 */

test.use({ timezoneId: 'UTC' });

for (const [route, heading] of [
  ['/auth', 'Schengen Tracker'],
  ['/donate', /Like using/],
  ['/terms', /Terms/],
  ['/privacy', /Privacy/],
  ['/faq', /Frequently Asked Questions|FAQ/],
  ['/reset-password', 'Invalid Reset Link'],
  ['/reset-password?token=abc', /Reset|password/i],
  ['/no-such-page', '404 Page Not Found'],
] as const) {
  test(`${route} has no accessibility violation`, async ({ page }) => {
    await page.goto(route);
    if (route === '/auth') {
      await page.getByRole('button', { name: /^How .* Works$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
    }
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the dashboard, its tabs and its dialogs have no accessibility violation', async ({
  page,
}) => {
  await newTraveller(page, 'axe');
  await expectNoAxeViolations(page);
  for (const tab of ['Travel History', 'Profile']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('button', { name: 'View Tutorial' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Travel History' }).click();
  const form = page.getByRole('form', { name: 'Add Manual Visit' });
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await form.locator('input[name="entry_date"]').fill(day(-5));
  await form.locator('input[name="exit_date"]').fill(day(-1));
  await form.getByRole('button', { name: 'Add Visit' }).click();
  await expect(page.getByRole('dialog', { name: 'EES Notice' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('dialog', { name: 'EES Notice' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page.getByText('5 days completed')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Delete visit/ }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Visit' })).toBeVisible();
  await expectNoAxeViolations(page);
});
