import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { freshUsername, isoDay, newTraveller, signIn } from './support/journeys';

/**
 * axe-core (WCAG 2.2 A/AA and target-size) on every route and the main dialogs (issue #10): zero
 * violations. The demo's page and dialogs are checked in demo.spec.ts, the donation prompt in
 * donate.spec.ts and the admin console's dialogs in admin.spec.ts, where their journeys open them.
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
  ['/unsubscribe', 'Unsubscribe'],
  ['/unsubscribe?token=abc', 'Unsubscribe'],
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
  // The Profile tab's Travellers card: a traveller's passport and nationality (issue #22).
  await page.getByRole('button', { name: 'Passport & nationality: Me' }).click();
  const details = page.getByRole('dialog', { name: 'Me: passport and nationality' });
  await expect(details.getByLabel('Nationality note')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
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

test('the Sign In Issue dialog has no accessibility violation', async ({ page }) => {
  await signIn(page, freshUsername('nobody'), 'not-the-right-passphrase');
  await expect(page.getByRole('dialog', { name: 'Sign In Issue' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the thank-you dialog has no accessibility violation', async ({ page }) => {
  await page.goto('/donate?donation=success&amount=5&type=espresso');
  await expect(page.getByRole('dialog', { name: 'Thank you for your support!' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the Passport Warning, the EES update notice and account deletion have no accessibility violation', async ({
  page,
}) => {
  await newTraveller(page, 'axewarn');
  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.locator('input[name="passport_issue_date"]').fill('2020-01-01');
  await profile.locator('input[name="passport_expiry_date"]').fill(isoDay(30));
  await expect(page.getByText('Passport dates saved')).toBeVisible();

  // A planned visit: the passport expires too soon after it, and it falls under the EES.
  await page.getByRole('tab', { name: 'Travel History' }).click();
  const form = page.getByRole('form', { name: 'Add Manual Visit' });
  await form.locator('input[name="entry_date"]').fill(isoDay(5));
  await form.locator('input[name="exit_date"]').fill(isoDay(10));
  await form.getByRole('button', { name: 'Add Visit' }).click();
  const passport = page.getByRole('dialog', { name: 'Passport Warning' });
  await expect(passport).toBeVisible();
  await expectNoAxeViolations(page);
  await passport.getByRole('button', { name: 'Continue Anyway' }).click();
  await page
    .getByRole('dialog', { name: 'EES Notice' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page.getByText('Entry added successfully')).toBeVisible();

  // The one-time notice of planned visits under the EES (SPEC §5) follows the new visit.
  const notice = page.getByRole('dialog', { name: 'Important: EES System Update' });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Got It' }).click();
  await expect(notice).toBeHidden();

  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Delete account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(deletion).toBeVisible();
  await expectNoAxeViolations(page);
  await deletion.getByRole('button', { name: 'Delete Account' }).click();
  // Sent without the password: the form says what is missing.
  await expect(deletion.getByText('Enter your password to confirm')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('in a European time zone', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('the cookie banner and its preferences have no accessibility violation', async ({
    page,
  }) => {
    await page.goto('/terms');
    const banner = page.getByRole('region', { name: /^Cookies on / });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Preferences' }).click();
    await expect(banner.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
