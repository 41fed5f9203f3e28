import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import {
  addVisit,
  caughtMail,
  newTraveller,
  openAdminConsole,
  signIn,
  signInAsAdmin,
} from './support/journeys';

/**
 * The admin console (issue #9): the seeded admin selects two travellers, sends them a rich-text
 * e-mail with a link made in the editor's Link balloon (issue #17) that arrives sanitised,
 * deletes one traveller's entry, deletes the other traveller and downloads the users CSV. The
 * stack seeds the admin with ADMIN_PASSWORD 'e2e-admin-passphrase' and the default
 * ADMIN_USERNAME 'admin'.
 */

test('an admin e-mails selected users, deletes an entry and a user, and downloads the CSV', async ({
  page,
}) => {
  const leaving = await newTraveller(page, 'leaving');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toBeVisible();
  const staying = await newTraveller(page, 'staying');
  await addVisit(page);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toBeVisible();

  // A traveller is not an admin: the page says so.
  await signIn(page, staying);
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toBeVisible();

  await signInAsAdmin(page);
  const editorChunks: string[] = [];
  page.on('request', (request) => {
    if (/rich-text-editor[^/]*\.js/.test(request.url())) editorChunks.push(request.url());
  });
  await openAdminConsole(page);
  await expect(page.getByText('Monitor app usage and user activity')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Users' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Select the two travellers (the newest accounts come first).
  await page.getByRole('checkbox', { name: `Select ${leaving}` }).check();
  await page.getByRole('checkbox', { name: `Select ${staying}` }).check();
  await expect(page.getByText(/^Select All Users \(2 of \d+ selected\)$/)).toBeVisible();
  expect(editorChunks, 'the editor is not loaded before the dialog opens').toEqual([]);
  await page.getByRole('button', { name: 'Send Email (2)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Send Email' });
  await expect(dialog.getByText(`${leaving}@example.com`)).toBeVisible();
  await expect(dialog.getByText(`${staying}@example.com`)).toBeVisible();
  const editable = dialog.locator('.ck-editor__editable');
  await expect(editable).toBeVisible();
  expect(editorChunks.length, 'the editor chunk is fetched when the dialog opens').toBeGreaterThan(
    0,
  );
  await expect(
    dialog.locator('.ck-toolbar__items > :not(.ck-toolbar__separator)'),
    'heading, bold, italic, underline, strike, two colours, two lists, outdent, indent, link, clear',
  ).toHaveCount(13);

  // Nothing to send yet: SPEC §5's toast.
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Missing content')).toBeVisible();

  const subject = `Admin news ${Date.now().toString(36)}`;
  await dialog.getByLabel('Subject').fill(`  ${subject}  `);
  await editable.click();
  await page.keyboard.type('Safe travels, ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('everyone');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('. Read the ');

  // A link through the toolbar's Link button: its balloon opens over the dialog and takes focus.
  await dialog.getByRole('button', { name: 'Link', exact: true }).click();
  const linkUrl = page.getByRole('textbox', { name: 'Link URL' });
  await expect(linkUrl).toBeVisible();
  await expect(linkUrl).toBeFocused();
  await page.keyboard.type('https://example.org/guide');
  await page.getByRole('textbox', { name: 'Displayed text' }).fill('travel guide');
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await expect(editable.getByRole('link', { name: 'travel guide' })).toHaveAttribute(
    'href',
    'https://example.org/guide',
  );

  // Whatever the browser sends, the e-mail is sanitised: add what a hostile client might.
  await page.route('**/api/admin/send-email', async (route) => {
    const body = route.request().postDataJSON() as { message: string };
    expect(body.message).toContain('<strong>everyone</strong>');
    expect(body.message).toContain('<a href="https://example.org/guide">travel guide</a>');
    const message = `${body.message}<script>alert(1)</script><a href="javascript:alert(2)">bad link</a><img src="x" onerror="alert(3)"><a href="https://example.com/ok">good link</a>`;
    await route.continue({ postData: JSON.stringify({ ...body, message }) });
  });
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Emails sent successfully')).toBeVisible();
  await expect(page.getByText('Successfully sent 2 emails.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send Email (0)' })).toBeDisabled();

  const mail = await caughtMail(`${staying}@example.com`, subject);
  expect(mail.html).toContain('Safe travels');
  expect(mail.html).toMatch(/<strong>everyone<\/strong>/);
  expect(mail.html).toContain('href="https://example.com/ok"');
  expect(mail.html).toMatch(/<a href="https:\/\/example\.org\/guide"[^>]*>travel guide<\/a>/);
  expect(mail.html).not.toContain('<script');
  expect(mail.html).not.toContain('alert(');
  expect(mail.html).not.toContain('javascript:');
  expect(mail.html).not.toContain('onerror');
  await caughtMail(`${leaving}@example.com`, subject);

  // Delete one of the staying traveller's entries.
  await page.getByRole('button', { name: `View details of ${staying}` }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details.getByText(`Complete travel history for ${staying}`)).toBeVisible();
  const history = details.getByRole('region', { name: 'Travel History' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await history.getByRole('button', { name: /^Delete exit of / }).click();
  const confirmEntry = page.getByRole('dialog', { name: 'Delete Travel Entry' });
  await expect(confirmEntry).toBeVisible();
  await expectNoAxeViolations(page);
  await confirmEntry.getByRole('button', { name: 'Delete Entry' }).click();
  await expect(page.getByText('Entry deleted successfully')).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(2);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  await expect(
    page.getByRole('listitem', { name: staying }).getByText('1 entry', { exact: true }),
  ).toBeVisible();

  // Delete the leaving traveller.
  await page.getByRole('button', { name: `Delete ${leaving}` }).click();
  const confirmUser = page.getByRole('dialog', { name: 'Delete User' });
  await expect(confirmUser).toContainText('This action cannot be undone.');
  await expectNoAxeViolations(page);
  await confirmUser.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(page.getByRole('listitem', { name: leaving })).toHaveCount(0);

  // The users CSV, from the read model: it follows the deletion within moments.
  const csvText = async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-users-\d{4}-\d{2}-\d{2}\.csv$/);
    return readFile(await file.path(), 'utf8');
  };
  await expect.poll(csvText, { timeout: 15_000 }).not.toContain(`${leaving},`);
  const text = await csvText();
  expect(text).toContain('ID,Username,Email,Created At,Entry Count,Last Entry Date');
  expect(text).toContain(staying);
  await expect(page.getByText('CSV downloaded successfully').first()).toBeVisible();
});

/**
 * The e-mail editor speaks the admin's language (issue #21): CKEditor's own toolbar and balloons
 * by its translation, fetched with the editor, right to left in Arabic; the editable's label by
 * ours. The admin goes back to English at the end (the choice is saved on the profile).
 */
test("the e-mail editor's toolbar follows the page's language: German, then Arabic right to left", async ({
  page,
}) => {
  const reader = await newTraveller(page, 'reader');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toBeVisible();
  await signInAsAdmin(page);
  await openAdminConsole(page);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await page.getByRole('checkbox', { name: `${reader} auswählen` }).check();
  await page.getByRole('button', { name: 'E-Mail senden (1)' }).click();
  const german = page.getByRole('dialog', { name: 'E-Mail senden' });
  await expect(german.locator('.ck-editor__editable')).toBeVisible();
  await expect(german.locator('.ck-editor__editable')).toHaveAttribute('aria-label', /Nachricht/);
  await expect(german.getByRole('button', { name: 'Fett', exact: true })).toBeVisible();
  await expect(german.locator('.ck-editor[role="application"]')).toHaveAttribute('lang', 'de');
  await page.keyboard.press('Escape');
  await expect(german).toBeHidden();

  // Into a right-to-left language the page loads again (the server writes `dir`): select anew.
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('ar');
  await page.getByRole('checkbox', { name: `تحديد ${reader}` }).check();
  await page.getByRole('button', { name: 'إرسال بريد إلكتروني (1)' }).click();
  const arabic = page.getByRole('dialog', { name: 'إرسال بريد إلكتروني' });
  await expect(arabic.getByRole('button', { name: 'عريض', exact: true })).toBeVisible();
  await expect(arabic.locator('.ck-editor[role="application"]')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.locator('.ck-editor__editable')).toHaveAttribute('aria-label', /الرسالة/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(arabic).toBeHidden();

  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await expect(page.getByRole('heading', { name: /Admin Dashboard$/ })).toBeVisible();
});
