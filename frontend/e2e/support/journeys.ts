import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, type Locator, type Page, test } from '@playwright/test';
import { generate } from 'otplib';

/** Steps the browser journeys share. */

export const password = 'a-long-travel-passphrase';

/** A username nobody has used yet in this run. */
export function freshUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export async function signUp(page: Page, username: string): Promise<void> {
  await page.goto('/auth');
  await submitSignUp(page, username);
}

/** On the auth page the browser shows: opens Sign Up, fills it in for `username` and sends it. */
export async function submitSignUp(page: Page, username: string): Promise<void> {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="email"]').fill(`${username}@example.com`);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="confirmPassword"]').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

export async function signIn(page: Page, username: string, secret = password): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/Username or Email/).fill(username);
  await form.locator('input[name="password"]').fill(secret);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The administrator the throw-away stack seeds (scripts/launcher: ADMIN_PASSWORD). */
export const ADMIN_USERNAME = process.env['E2E_ADMIN_USERNAME'] ?? 'admin';
export const ADMIN_PASSWORD = process.env['E2E_ADMIN_PASSWORD'] ?? 'e2e-admin-passphrase';

/** The seeded admin's TOTP secret and the last time step used, kept for this stack's run. */
interface AdminTotp {
  secret: string;
  lastStep: number;
}

/** Where this run keeps the admin's TOTP state (scripts/e2e.mjs: a fresh E2E_STATE_DIR per run). */
function adminTotpFile(page: Page): string {
  const stack = createHash('sha256').update(new URL(page.url()).origin).digest('hex').slice(0, 12);
  return path.join(process.env['E2E_STATE_DIR'] ?? os.tmpdir(), `admin-totp-${stack}.json`);
}

/**
 * A code of the admin's authenticator, for a 30-second step not used yet (the server accepts each
 * step once): waits for the next step when this one was used.
 */
async function nextAdminCode(file: string): Promise<string> {
  const totp = JSON.parse(readFileSync(file, 'utf8')) as AdminTotp;
  let step = Math.floor(Date.now() / 30_000);
  if (step <= totp.lastStep) {
    step = totp.lastStep + 1;
    await new Promise((resolve) => setTimeout(resolve, step * 30_000 - Date.now() + 200));
  }
  writeFileSync(file, JSON.stringify({ ...totp, lastStep: step }));
  return generate({ secret: totp.secret, epoch: step * 30 });
}

/**
 * The administrator's second step after the password: at the run's first admin sign-in it enrols
 * (reads the key shown under the QR code, confirms the first code, saves the recovery codes),
 * afterwards it enters a fresh code.
 */
export async function passSecondStep(page: Page): Promise<'enrolled' | 'verified'> {
  const setUp = page.getByRole('heading', { name: 'Set up two-step sign-in', exact: true });
  const askCode = page.getByRole('heading', { name: 'Two-step sign-in', exact: true });
  await expect(setUp.or(askCode)).toBeVisible();
  const file = adminTotpFile(page);
  const isEnrolling = await setUp.isVisible();
  if (isEnrolling) {
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
    writeFileSync(file, JSON.stringify({ secret, lastStep: 0 } satisfies AdminTotp));
  } else if (!existsSync(file)) {
    throw new Error(
      'The admin enrolled outside this run: reset it with npm run admin -- reset-mfa',
    );
  }
  await page.getByLabel(/^Authentication code/).fill(await nextAdminCode(file));
  await page.getByRole('button', { name: 'Verify' }).click();
  if (isEnrolling) {
    await expect(
      page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  }
  return isEnrolling ? 'enrolled' : 'verified';
}

/** Every third sign-in of a user who has not donated brings the donation prompt (SPEC §4). */
export async function putAwayDonationPrompt(page: Page): Promise<void> {
  const me = (await (await page.request.get('/api/user')).json()) as {
    has_donated: boolean;
    login_count: number;
  };
  if (me.has_donated || me.login_count % 3 !== 0) return;
  await page.getByRole('button', { name: 'Maybe later' }).click();
}

/**
 * Signs the seeded administrator in and waits for the dashboard with the donation prompt put away.
 * Every spec that signs the admin in moves its login count, so the prompt may be due at any
 * sign-in; while it is open the page behind it is hidden from the accessibility tree.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await passSecondStep(page);
  const welcome = /^Welcome back/;
  await expect(page.getByRole('heading', { name: welcome, includeHidden: true })).toBeVisible();
  await putAwayDonationPrompt(page);
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible();
}

/**
 * Opens /admin (a fresh load of the app) and waits for the admin console. A donation prompt put
 * away at sign-in stays away for the rest of that sign-in (SPEC §4, issue #17).
 */
export async function openAdminConsole(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /Admin Dashboard$/ })).toBeVisible();
}

/**
 * The dashboard's figure of days used in the last 180 days. Its card's text holds the heading too,
 * whose "180" contains "0", "8", "18" and "80": a check of the card's text for those passes whatever
 * the figure.
 */
export function daysUsedFigure(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Days used in the last 180 days' })
    .locator('[data-stat="days-used"]');
}

/** The dashboard's traveller switcher (shown once the account has two travellers or more). */
export function travellerSwitcher(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Traveller' });
}

/**
 * Chooses `name` in the dashboard's traveller switcher and waits for their page. The address
 * changes before the page is rendered for them (the switch is a transition), and until then the
 * switcher, a controlled select, still shows the traveller before: it shows `name` once their
 * page is on screen. (A visit added before then is the previous traveller's, whose page it is.)
 */
export async function switchTraveller(page: Page, name: string): Promise<void> {
  const switcher = travellerSwitcher(page);
  await switcher.selectOption({ label: name });
  await expect(switcher.locator('option:checked')).toHaveText(name);
}

/** Signs a new traveller up and waits for the dashboard. */
export async function newTraveller(page: Page, prefix: string): Promise<string> {
  const username = freshUsername(prefix);
  await signUp(page, username);
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
  return username;
}

/**
 * Records one visit through the Travel History form (a past visit after EES start: by default 8
 * days, ending 3 days ago; else from `entry` to `exit` days from today), with `notes` when given.
 */
export async function addVisit(
  page: Page,
  { notes, entry = -10, exit = -3 }: { notes?: string; entry?: number; exit?: number } = {},
): Promise<void> {
  await page.getByRole('tab', { name: 'Travel History' }).click();
  const form = page.getByRole('form', { name: 'Add Manual Visit' });
  await form.locator('input[name="entry_date"]').fill(isoDay(entry));
  await form.locator('input[name="exit_date"]').fill(isoDay(exit));
  if (notes !== undefined) await form.getByLabel('Notes (optional)').fill(notes);
  await form.getByRole('button', { name: 'Add Visit' }).click();
  // Every visit from 12 October 2025 on asks about EES registration first (SPEC §5).
  await page
    .getByRole('dialog', { name: 'EES Notice' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page.getByText('Entry added successfully')).toBeVisible();
}

/**
 * Registers a traveller through the API in this page's browser context (signed in there) with an
 * ongoing visit of 12 days in France: the traveller's username.
 */
export async function travellerInside(page: Page, prefix: string): Promise<string> {
  const username = freshUsername(prefix);
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:3000').origin;
  const registered = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password },
    headers: { origin },
  });
  expect(registered.status()).toBe(201);
  const recorded = await page.request.post('/api/travel-entries', {
    data: { entry_type: 'entry', entry_date: isoDay(-11), country: 'France', notes: '' },
    headers: { origin },
  });
  expect(recorded.status()).toBe(201);
  return username;
}

/** YYYY-MM-DD `offset` days from today (UTC, the new user's profile time zone). */
export function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '3 March 2026', the SPA's long date. */
export function longDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The calendar's button for a day: its accessible name starts 'Tuesday 3 March 2026:'. */
export function calendarDay(page: Page, iso: string): Locator {
  const weekday = WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()];
  return page.getByRole('button', { name: new RegExp(`^${weekday} ${longDate(iso)}:`) });
}

/** Shows the year of `iso` in the calendar (the Calendar View tab must be open). */
export async function showCalendarYear(page: Page, iso: string): Promise<void> {
  const wanted = Number(iso.slice(0, 4));
  for (let i = 0; i < 5; i += 1) {
    if ((await calendarDay(page, iso).count()) > 0) return;
    const shown = Number(
      (await page
        .getByRole('heading', { name: /^\d{4}$/ })
        .first()
        .textContent()) ?? wanted,
    );
    await page
      .getByRole('button', { name: shown > wanted ? 'Previous year' : 'Next year' })
      .click();
  }
  await expect(calendarDay(page, iso)).toBeVisible();
}

/** A message held by the mail catcher of `npm start` (maildev's /api/email). */
export interface CaughtMail {
  to: Array<{ address: string }>;
  subject: string;
  text: string;
  html: string;
}

/**
 * The newest e-mail to `to` whose subject is `subject` (or matches it), as soon as the mail
 * catcher holds it. scripts/e2e.mjs passes the catcher's address as E2E_MAIL_INBOX_URL.
 */
export async function caughtMail(to: string, subject: string | RegExp): Promise<CaughtMail> {
  const inbox = process.env['E2E_MAIL_INBOX_URL'];
  if (!inbox)
    throw new Error('E2E_MAIL_INBOX_URL is not set: run the journeys with scripts/e2e.mjs');
  const wanted = (mail: CaughtMail) =>
    mail.to.some(({ address }) => address === to) &&
    (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  const giveUpAt = Date.now() + 30_000;
  for (;;) {
    const held = (await (await fetch(`${inbox}/api/email`)).json()) as CaughtMail[];
    const mail = held.findLast(wanted);
    if (mail) return mail;
    if (Date.now() > giveUpAt) throw new Error(`no e-mail to ${to} with the subject ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
