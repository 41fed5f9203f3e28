import { expect, test } from '@playwright/test';

/** A signed-in traveller records a visit in Travel History, sees the counts, and deletes it. */

const password = 'a-long-travel-passphrase';

test('a traveller records a visit, sees the days used, finds it after a reload and deletes it', async ({
  page,
}) => {
  const username = `voyager${Date.now().toString(36)}`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.locator('input[name="username"]').fill(username);
  await signUp.locator('input[name="email"]').fill(`${username}@example.com`);
  await signUp.locator('input[name="password"]').fill(password);
  await signUp.locator('input[name="confirmPassword"]').fill(password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
  await expect(page.getByText('Currently Outside Schengen Area')).toBeVisible();

  // A ten-day visit that ended yesterday is inside today's window whatever today is.
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('tab', { name: 'Travel History' }).click();
  const form = page.getByRole('form', { name: 'Add Manual Visit' });
  await form.locator('input[name="entry_date"]').fill(day(-10));
  await form.locator('input[name="exit_date"]').fill(day(-1));
  await form.getByRole('button', { name: 'Add Visit' }).click();
  await expect(page.getByText('Visit created')).toBeVisible();
  await expect(page.getByText('10 days completed')).toBeVisible();
  await expect(page.getByText('10 days out of the last 180 used')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Travel History' }).click();
  await expect(page.getByText('10 days completed')).toBeVisible();

  await page.getByRole('button', { name: /^Delete visit/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete Visit' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Visit deleted completely')).toBeVisible();
  await expect(
    page.getByText('No entries yet. Use the form above to record your first visit!'),
  ).toBeVisible();
});
