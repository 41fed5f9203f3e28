import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { freshUsername, password, signIn, signUp } from './support/journeys';

/**
 * Donations (issue #7) as `npm start` runs them: without Stripe keys the donate page says so
 * plainly; the return from Stripe shows the thank-you dialog with SPEC's food by type and its
 * defaults; the donation prompt appears on every third sign-in of a user who has not donated.
 */

test('without Stripe keys the donate page says donations are not available', async ({ page }) => {
  await page.goto('/donate');
  await expect(page.getByText('Donations are not available')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Donation options' })).toHaveCount(0);
});

for (const [query, text] of [
  ['?donation=success&amount=5&type=espresso', '£5 for espresso and cannoli'],
  ['?donation=success&amount=7.50&type=kuchen', '£7.50 for Kaffe und Kuchen'],
  ['?donation=success', '£3 for coffee and croissant'],
] as const) {
  test(`the return from Stripe thanks the donor: ${text}`, async ({ page }) => {
    await page.goto(`/donate${query}`);
    const dialog = page.getByRole('dialog', { name: 'Thank you for your support!' });
    await expect(dialog).toContainText(text);
    await expect(page).toHaveURL(/\/donate$/);
    await dialog.getByRole('button', { name: /^Continue Using / }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the donation prompt comes on the third sign-in and Maybe later closes it', async ({
  page,
}) => {
  const username = freshUsername('prompt');
  await signUp(page, username);
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
  const prompt = page.getByRole('dialog', { name: /^Enjoying / });
  for (const _login of [1, 2]) {
    await page.context().clearCookies();
    await signIn(page, username, password);
    await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
    await expect(prompt).toHaveCount(0);
  }
  await page.context().clearCookies();
  await signIn(page, username, password);
  // The prompt is modal: the page behind it is hidden from the accessibility tree until it closes.
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate');
  await expectNoAxeViolations(page);
  await prompt.getByRole('button', { name: 'Maybe later' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();

  // 'Maybe later' lasts for the rest of this sign-in, not only until the next page load.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: /Frequently Asked/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(prompt).toHaveCount(0);
});
