import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { caughtMail, freshUsername, isoDay, password } from './support/journeys';

/**
 * Issue #21 in the browser: a first visit follows the browser's languages (German, Arabic right
 * to left), the server renders `<html lang dir>` and the page in that language and the browser
 * hydrates it in the same one; a new traveller signs up in German and reaches the dashboard in
 * German, records a visit and downloads the PDF in German, then chooses Arabic in the header's
 * language menu, which the profile keeps across a reload; the PDF is then Arabic, and an e-mail
 * goes out in the profile's language.
 */

/**
 * The document title a PDF carries in its metadata (Chromium writes the page's `<title>` as the
 * Info dictionary's /Title: a literal string, or UTF-16BE in hex for other than ASCII).
 */
function pdfTitle(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]*)>/.exec(raw);
  if (hex) {
    const units = hex[1]!.match(/.{4}/g) ?? [];
    return String.fromCharCode(...units.map((unit) => parseInt(unit, 16)));
  }
  return /\/Title\s*\(((?:\\.|[^\\)])*)\)/.exec(raw)?.[1] ?? '';
}

/** Downloads the Travel History PDF through the export group named `group`, button `button`. */
async function downloadPdf(page: Page, group: string): Promise<Buffer> {
  const exportGroup = page.getByRole('group', { name: group });
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    exportGroup.getByRole('button', { name: 'PDF' }).click(),
  ]);
  const bytes = await readFile((await pdf.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes;
}

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

    // A visit, through the Travel History form in German, and the dashboard counts it.
    await page.getByRole('tab', { name: 'Reiseverlauf' }).click();
    const visit = page.getByRole('form', { name: 'Aufenthalt manuell hinzufügen' });
    await visit.locator('input[name="entry_date"]').fill(isoDay(-10));
    await visit.locator('input[name="exit_date"]').fill(isoDay(-3));
    await visit.getByRole('button', { name: 'Aufenthalt hinzufügen' }).click();
    await page
      .getByRole('dialog', { name: 'EES-Hinweis' })
      .getByRole('button', { name: 'Fortfahren' })
      .click();
    await expect(page.getByText('Eintrag erfolgreich hinzugefügt')).toBeVisible();
    await expect(page.getByText('8 Tage abgeschlossen')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Verbrauchte Tage in den letzten 180 Tagen', exact: true }),
    ).toContainText('8');
    // The PDF in the profile's language (German, saved at sign-up from the page).
    expect(pdfTitle(await downloadPdf(page, 'Reiseverlauf exportieren'))).toContain(
      'Reisehistorie',
    );
    await expect(page.getByText('PDF heruntergeladen')).toBeVisible();

    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();

    // The choice is the profile's: a fresh load (the browser still asks for German) stays Arabic.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');

    // The PDF follows the profile: Arabic now.
    await page.getByRole('tab', { name: 'سجل السفر' }).click();
    expect(pdfTitle(await downloadPdf(page, 'تصدير سجل الرحلات'))).toContain('سجل رحلات');

    // An e-mail in the profile's language: the password reset, asked for while signed out.
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    const reset = await page.request.post('/api/forgot-password', {
      data: { email: `${username}@example.com` },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(reset.ok()).toBe(true);
    const mail = await caughtMail(`${username}@example.com`, /إعادة تعيين كلمة مرورك/);
    expect(mail.subject).toContain('إعادة تعيين كلمة مرورك');
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
