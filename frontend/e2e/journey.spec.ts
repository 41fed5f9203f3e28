import { readFile } from 'node:fs/promises';

import { expect, type Locator, type Page, test } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import {
  calendarDay,
  caughtMail,
  freshUsername,
  isoDay,
  longDate,
  openAdminConsole,
  password,
  showCalendarYear,
  signIn,
  signInAsAdmin,
  submitSignUp,
} from './support/journeys';

/**
 * A newcomer's whole first visit, in the order a person walks it (issue "Browser journeys"): the
 * demo on /, sign-up from its call to action, first visits from the calendar and from the form,
 * the counts they change, the CSV and PDF exports, a profile change that survives a reload,
 * sign-out and sign-in, a forgotten password reset from the e-mail, and the seeded admin who
 * finds the newcomer, looks at their entries and e-mails them. The expected counts are worked out
 * here from the chosen dates, independently of the product's rule library.
 */

// The demo's today is the browser's date; UTC also keeps the (European-only) cookie banner away.
test.use({ timezoneId: 'UTC' });

/** A visit as [entry, exit], both YYYY-MM-DD and both counted. */
type Visit = readonly [entry: string, exit: string];

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** Days of a visit, both ends included. */
const lengthOf = ([entry, exit]: Visit) => dayNumber(exit) - dayNumber(entry) + 1;

/** Days present in the 180-day window ending on `day` (that day and the 179 before it). */
function daysUsedOn(day: string, visits: readonly Visit[]): number {
  const last = dayNumber(day);
  const present = new Set<number>();
  for (const [entry, exit] of visits) {
    for (let d = Math.max(dayNumber(entry), last - 179); d <= Math.min(dayNumber(exit), last); d++)
      present.add(d);
  }
  return present.size;
}

/** The end of a calendar day's accessible name, e.g. ': 5 days used' or ': 77 days remaining, today'. */
function countInName(day: string, visits: readonly Visit[], today: string): RegExp {
  const inVisit = visits.some(([entry, exit]) => entry <= day && day <= exit);
  const count = inVisit ? daysUsedOn(day, visits) : 90 - daysUsedOn(day, visits);
  const what = `${count} ${count === 1 ? 'day' : 'days'} ${inVisit ? 'used' : 'remaining'}`;
  return new RegExp(`: ${what}${day === today ? ', today' : ''}$`);
}

/** The status cards (the dashboard's and the demo's): days used and days left today. */
async function expectStatusCards(page: Page, used: number): Promise<void> {
  const card = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(
    card('Days used in the last 180 days').getByText(String(used), { exact: true }),
  ).toBeVisible();
  await expect(
    card('Days not used in the last 180 days').getByText(String(90 - used), { exact: true }),
  ).toBeVisible();
}

/** Each day's count on the calendar (the dashboard's Calendar View tab must be open). */
async function expectCalendarCounts(
  page: Page,
  days: readonly string[],
  visits: readonly Visit[],
  today: string,
): Promise<void> {
  for (const day of days) {
    await showCalendarYear(page, day);
    await expect(calendarDay(page, day)).toHaveAccessibleName(countInName(day, visits, today));
  }
}

/** A new user has not completed EES registration: each visit from 12 October 2025 asks first. */
async function continuePastEesNotice(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'EES Notice' })
    .getByRole('button', { name: 'Continue' })
    .click();
}

/** Clicks `button` and returns the file the browser downloads. */
async function downloadFrom(page: Page, button: Locator): Promise<{ name: string; body: Buffer }> {
  const arrival = page.waitForEvent('download');
  await button.click();
  const file = await arrival;
  return { name: file.suggestedFilename(), body: await readFile(await file.path()) };
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toBeVisible();
}

test('a newcomer goes from the demo to an account, visits, exports, a reset password and the admin', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const today = isoDay(0);
  const username = freshUsername('newcomer');
  const email = `${username}@example.com`;
  const welcome = page.getByRole('heading', { name: `Welcome back, ${username}!` });
  // Five days from the calendar, then eight from the form: both end before today.
  const calendarVisit: Visit = [isoDay(-20), isoDay(-16)];
  const manualVisit: Visit = [isoDay(-10), isoDay(-3)];
  const visits = [calendarVisit, manualVisit];

  await test.step('the visitor makes a demo visit with two clicks, then follows the call to action', async () => {
    await page.goto('/');
    await expect(page.getByText('6 of 6 demo clicks left.')).toBeVisible();
    // The demo shows today's month.
    const demoVisit: Visit = [`${today.slice(0, 7)}-02`, `${today.slice(0, 7)}-04`];
    await calendarDay(page, demoVisit[0]).click();
    await expect(page.getByText('Click another day to complete this visit')).toBeVisible();
    await calendarDay(page, demoVisit[1]).click();
    await expect(page.getByText('4 of 6 demo clicks left.')).toBeVisible();
    await expect(calendarDay(page, demoVisit[1])).toHaveAccessibleName(
      countInName(demoVisit[1], [demoVisit], today),
    );
    await expectStatusCards(page, daysUsedOn(today, [demoVisit]));
    await page.getByRole('tab', { name: 'Demo Visits' }).click();
    await expect(
      page.getByRole('list', { name: 'Demo visits' }).getByText('3 days completed'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Create Free Account' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  await test.step('signs up and lands on the dashboard', async () => {
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
    await expectNoAxeViolations(page);
    await submitSignUp(page, username);
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(welcome).toBeVisible();
    await expect(page.getByText('Currently Outside Schengen Area')).toBeVisible();
    await expectStatusCards(page, 0);
  });

  await test.step('records a visit with two clicks on the calendar', async () => {
    const [start, end] = calendarVisit;
    await showCalendarYear(page, start);
    await calendarDay(page, start).click();
    await expect(page.getByText(`Visit started on ${longDate(start)}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await showCalendarYear(page, end);
    await calendarDay(page, end).click();
    await continuePastEesNotice(page);
    await expect(page.getByText('Visit created')).toBeVisible();
    await expectStatusCards(page, daysUsedOn(today, [calendarVisit]));
    await expectCalendarCounts(page, [start, end, today], [calendarVisit], today);
  });

  await test.step('records a second visit with Add Manual Visit', async () => {
    await page.getByRole('tab', { name: 'Travel History' }).click();
    await expect(page.getByText(`${lengthOf(calendarVisit)} days completed`)).toBeVisible();
    const form = page.getByRole('form', { name: 'Add Manual Visit' });
    await form.locator('input[name="entry_date"]').fill(manualVisit[0]);
    await form.locator('input[name="exit_date"]').fill(manualVisit[1]);
    await form.getByLabel('Country (optional)').selectOption('France');
    await form.getByLabel('Notes (optional)').fill('First trip');
    await form.getByRole('button', { name: 'Add Visit' }).click();
    await continuePastEesNotice(page);
    await expect(page.getByText('Entry added successfully')).toBeVisible();
    await expect(page.getByText(`${lengthOf(manualVisit)} days completed`)).toBeVisible();
    for (const [, exit] of visits) {
      await expect(
        page.getByText(`${daysUsedOn(exit, visits)} days out of the last 180 used`),
      ).toBeVisible();
    }
    await expectStatusCards(page, daysUsedOn(today, visits));

    await page.getByRole('tab', { name: 'Calendar View' }).click();
    await expectCalendarCounts(page, [...calendarVisit, ...manualVisit, today], visits, today);
  });

  await test.step('exports the travel history as CSV and PDF', async () => {
    await page.getByRole('tab', { name: 'Travel History' }).click();
    const exports = page.getByRole('group', { name: 'Export travel history' });

    const csv = await downloadFrom(page, exports.getByRole('button', { name: 'CSV' }));
    expect(csv.name).toBe(`schengen-travel-history-${today}.csv`);
    const rows = csv.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toEqual([
      'Country,Notes,Date of Entry,Date of Exit,Number of Days',
      `France,First trip,${manualVisit.join(',')},${lengthOf(manualVisit)}`,
      `Not specified,,${calendarVisit.join(',')},${lengthOf(calendarVisit)}`,
    ]);
    await expect(page.getByText('CSV Downloaded')).toBeVisible();

    const pdf = await downloadFrom(page, exports.getByRole('button', { name: 'PDF' }));
    expect(pdf.name).toBe(`schengen-travel-history-${today}.pdf`);
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByText('PDF Downloaded')).toBeVisible();
  });

  await test.step('changes the profile, and the change survives a reload', async () => {
    await page.getByRole('tab', { name: 'Profile' }).click();
    const profile = page.getByRole('form', { name: 'Profile' });
    const passportExpiry = isoDay(3000);
    await profile.locator('input[name="passport_issue_date"]').fill('2020-01-01');
    await profile.locator('input[name="passport_expiry_date"]').fill(passportExpiry);
    await expect(page.getByText('Passport dates saved')).toBeVisible();
    await expect(profile.getByLabel('Weekly Summaries')).toBeChecked();
    await profile.getByLabel('Weekly Summaries').uncheck();
    await profile.getByLabel('Last name').fill('Lovelace');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();

    await page.reload();
    await expect(welcome).toBeVisible();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(profile.getByLabel('Weekly Summaries')).not.toBeChecked();
    await expect(profile.getByLabel('Email Reminders')).toBeChecked();
    await expect(profile.getByLabel('Last name')).toHaveValue('Lovelace');
    await expect(profile.locator('input[name="passport_issue_date"]')).toHaveValue('2020-01-01');
    await expect(profile.locator('input[name="passport_expiry_date"]')).toHaveValue(passportExpiry);
  });

  await test.step('signs out, signs back in and finds the visits', async () => {
    await signOut(page);
    await signIn(page, username);
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
    await expect(welcome).toBeVisible();
    await expectStatusCards(page, daysUsedOn(today, visits));
    await page.getByRole('tab', { name: 'Travel History' }).click();
    for (const visit of visits)
      await expect(page.getByText(`${lengthOf(visit)} days completed`)).toBeVisible();
  });

  await test.step('signs out, resets the forgotten password from the e-mail and signs in', async () => {
    await signOut(page);
    await page.getByRole('link', { name: 'Sign up for free/Login' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('input[name="email"]')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText('If an account with this email exists, a password reset link has been sent.'),
    ).toBeVisible();

    const mail = await caughtMail(email, /password/i);
    const link = /https?:\/\/\S+?\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`the reset e-mail has no reset link:\n${mail.text}`);
    await page.goto(new URL(link).pathname + new URL(link).search);
    const newPassword = 'a-newer-travel-passphrase';
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.locator('input[name="newPassword"]').fill(newPassword);
    await form.locator('input[name="confirmPassword"]').fill(newPassword);
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByText(
        'Password has been reset successfully! You can now log in with your new password.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The page goes to /auth by itself 3 s after the success (SPEC §4). Clicking 'Go to Login'
    // here raced that redirect whenever the accessibility scan took longer than 3 s on a busy
    // machine; the button itself is covered by reset-password-page.test.tsx.
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });

    await signIn(page, username, password);
    await expect(page.getByRole('dialog', { name: 'Sign In Issue' })).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await signIn(page, username, newPassword);
    await expect(welcome).toBeVisible();
  });

  await test.step('the admin finds the newcomer, views their entries and e-mails them', async () => {
    await signOut(page);
    await signInAsAdmin(page);
    await openAdminConsole(page);
    await expectNoAxeViolations(page);

    const row = page.getByRole('listitem', { name: username });
    await expect(row.getByText(email)).toBeVisible();
    await expect(row.getByText(`${visits.length * 2} entries`, { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `View details of ${username}` }).click();
    const details = page.getByRole('dialog', { name: 'User Details' });
    await expect(details.getByText(`Complete travel history for ${username}`)).toBeVisible();
    const history = details.getByRole('region', { name: 'Travel History' });
    // A header row, then an entry and an exit per visit.
    await expect(history.getByRole('row')).toHaveCount(1 + visits.length * 2);
    await expect(history.getByText('First trip')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    await row.getByRole('checkbox', { name: `Select ${username}` }).check();
    await page.getByRole('button', { name: 'Send Email (1)' }).click();
    const compose = page.getByRole('dialog', { name: 'Send Email' });
    await expect(compose.getByText(email)).toBeVisible();
    const editable = compose.locator('.ck-editor__editable');
    await expect(editable).toBeVisible();
    await expectNoAxeViolations(page);
    const subject = `Welcome aboard ${username}`;
    await compose.getByLabel('Subject').fill(subject);
    await editable.click();
    await page.keyboard.type('Thank you for tracking your stays with us.');
    await compose.getByRole('button', { name: 'Send Email' }).click();
    await expect(page.getByText('Emails sent successfully')).toBeVisible();
    await expect(page.getByText('Successfully sent 1 email.')).toBeVisible();
    await expect(compose).toBeHidden();

    const mail = await caughtMail(email, subject);
    expect(mail.html).toContain('Thank you for tracking your stays with us.');
  });
});
