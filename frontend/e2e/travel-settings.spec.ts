import { expect, type Page, test } from '@playwright/test';

import { newTraveller, putAwayDonationPrompt, signIn } from './support/journeys';

/**
 * Issue #17: the EES flag and the insurance period belong to the traveller, not to the browser.
 * Two accounts use one browser: the second never sees the first's settings; the first finds them
 * again on another device.
 */

const EES_LABEL = 'EES biometric registration completed';

const insurance = (page: Page) => page.getByRole('region', { name: 'Insurance Year Calculator' });

test("one account's travel settings never reach another account on the same browser, and follow the account to another device", async ({
  page,
  browser,
}) => {
  const first = await newTraveller(page, 'firstonbrowser');
  await page.getByRole('switch', { name: EES_LABEL }).click();
  await expect(
    page.getByText("EES registration complete! You won't see EES warnings for future visits."),
  ).toBeVisible();
  await insurance(page).getByRole('button', { name: 'Last Year' }).click();
  const start = await insurance(page).getByLabel('Start date').inputValue();
  expect(start).toMatch(/^\d{4}-01-01$/);
  await expect
    .poll(async () => (await (await page.request.get('/api/user')).json()).insurance_start_date)
    .toBe(start);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();

  await newTraveller(page, 'secondonbrowser');
  await expect(page.getByRole('switch', { name: EES_LABEL })).not.toBeChecked();
  await expect(insurance(page).getByLabel('Start date')).toHaveValue('');
  await expect(insurance(page).getByLabel('End date')).toHaveValue('');

  const device = await browser.newContext();
  try {
    const elsewhere = await device.newPage();
    await signIn(elsewhere, first);
    await expect(
      elsewhere.getByRole('heading', { name: /^Welcome back/, includeHidden: true }),
    ).toBeVisible();
    await putAwayDonationPrompt(elsewhere);
    await expect(elsewhere.getByRole('switch', { name: EES_LABEL })).toBeChecked();
    await expect(insurance(elsewhere).getByLabel('Start date')).toHaveValue(start);
  } finally {
    await device.close();
  }
});
