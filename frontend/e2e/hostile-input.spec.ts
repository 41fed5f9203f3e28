import { expect, type Page, test } from '@playwright/test';

import { addVisit, newTraveller, openAdminConsole, signInAsAdmin } from './support/journeys';

/**
 * What a user types is shown as text, never run: markup, script, template and URL injections in a
 * visit's notes and in the profile's names come back literally on the dashboard and in the admin
 * console, and none of them executes (`window.__pwned` stays unset, no alert opens).
 */

const IMG = '<img src=x onerror=window.__pwned=1>';
const SCRIPT = '<script>window.__pwned=1</script>';
const TEMPLATE = '{{7*7}}';
const JS_URL = 'javascript:alert(1)';

const NOTES = [IMG, SCRIPT, TEMPLATE, JS_URL].join(' ');
const FIRST_NAME = `${IMG}${TEMPLATE}`;
const LAST_NAME = `${SCRIPT}${JS_URL}`;

/** Nothing the page ran set the marker, and no element came from the injected markup. */
async function expectInert(page: Page, alerts: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('script', { hasText: 'window.__pwned' })).toHaveCount(0);
  expect(alerts).toEqual([]);
}

test('injection strings in notes and names are shown as text on the dashboard and to the admin', async ({
  page,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });

  const username = await newTraveller(page, 'hostile');
  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('First name').fill(FIRST_NAME);
  await profile.getByLabel('Last name').fill(LAST_NAME);
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  const welcome = page.getByRole('heading', { level: 1, name: /^Welcome back, / });
  await expect(welcome).toHaveText(`Welcome back, ${FIRST_NAME}!`);

  await addVisit(page, { notes: NOTES });

  // From the server, not from the optimistic copy: load the dashboard again.
  await page.reload();
  await expect(welcome).toHaveText(`Welcome back, ${FIRST_NAME}!`);
  await page.getByRole('tab', { name: 'Travel History' }).click();
  await expect(page.getByText(NOTES, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Edit visit/ }).click();
  const edit = page.getByRole('form', { name: 'Edit Visit' });
  await expect(edit.getByLabel('Notes (optional)')).toHaveValue(NOTES);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(profile.getByLabel('First name')).toHaveValue(FIRST_NAME);
  await expect(profile.getByLabel('Last name')).toHaveValue(LAST_NAME);
  await expectInert(page, alerts);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toBeVisible();
  await signInAsAdmin(page);
  await openAdminConsole(page);
  await page.getByRole('button', { name: `View details of ${username}` }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  const information = details.getByRole('region', { name: 'User Information' });
  await expect(information.getByRole('definition').filter({ hasText: TEMPLATE })).toHaveText(
    FIRST_NAME,
  );
  await expect(information.getByRole('definition').filter({ hasText: JS_URL })).toHaveText(
    LAST_NAME,
  );
  const history = details.getByRole('region', { name: 'Travel History' });
  // The entry and its exit both carry the visit's notes.
  await expect(history.getByRole('cell', { name: NOTES, exact: true })).toHaveCount(2);
  await expectInert(page, alerts);
});
