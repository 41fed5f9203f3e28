import { expect, test } from '@playwright/test';

import { freshUsername, password } from './support/journeys';

/**
 * Issue #21 in the browser: a first visit follows the browser's languages (German, Arabic right
 * to left), the server renders `<html lang dir>` and the page in that language and the browser
 * hydrates it in the same one; a new traveller signs up in German and reaches the dashboard in
 * German, then chooses Arabic in the header's language menu, which the profile keeps across a reload.
 */

test.use({ timezoneId: 'UTC' });

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the landing page, sign-up and the dashboard, then Arabic from the language menu', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Testen Sie den interaktiven Kalender',
    );
    const menu = page.getByRole('combobox', { name: 'Sprache' });
    await expect(menu).toHaveValue('de');
    await expect(menu).toBeEnabled();

    await page.getByRole('link', { name: 'Kostenloses Konto erstellen' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: '← Zurück zur Startseite' })).toBeVisible();
    // Sign Up in German (support/journeys.ts submitSignUp, with the German page's names).
    await page.getByRole('tab', { name: 'Registrieren' }).click();
    const form = page.getByRole('form', { name: 'Registrieren' });
    await expect(form.getByText('Mindestens 8 Zeichen')).toBeVisible();
    const username = freshUsername('sprache');
    await form.getByLabel(/^Benutzername/).fill(username);
    await form.getByLabel(/^E-Mail/).fill(`${username}@example.com`);
    await form.locator('input[name="password"]').fill(password);
    await form.getByLabel(/^Passwort bestätigen/).fill(password);
    await form.getByRole('button', { name: 'Konto erstellen' }).click();
    // A signed-in user on /auth goes to / (SPEC §2), which shows the dashboard.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fußzeile' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();

    // The choice is the profile's: a fresh load (the browser still asks for German) stays Arabic.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  });
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('a first visit is right to left, in Arabic, and a visitor can choose English', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'أنشئ حسابًا مجانيًا' })).toBeVisible();
    const menu = page.getByRole('combobox', { name: 'اللغة' });
    await expect(menu).toBeEnabled();
    await menu.selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toBeVisible();
  });
});
