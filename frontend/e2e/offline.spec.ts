import { type BrowserContext, expect, type Page, test } from '@playwright/test';

import {
  addVisit,
  calendarDay,
  daysUsedFigure,
  isoDay,
  newTraveller,
  showCalendarYear,
  switchTraveller,
  travellerSwitcher,
} from './support/journeys';

/**
 * "At the border with no signal" (issue #22): the dashboard of the last signed-in user opens
 * offline from the service worker's shell and the copy of their visits kept in the browser, with
 * the status worked out on the device and the time of the last sync, for every traveller of the
 * account (the switcher works offline); a change made offline is refused with a message; after
 * sign-out no copy is left to show.
 */

const OFFLINE_REFUSAL = "You're offline: changes can't be saved until you're back online.";

/** What the journeys read of the browser's offline copy (lib/offline/offline-copy.ts). */
interface StoredCopy {
  entries: unknown[];
  travellers: Array<{ id: string; name: string }>;
  otherTravellers: Record<
    string,
    { entries: unknown[]; details: { passport_expiry_date: string | null } }
  >;
}

/**
 * The browser's offline copy, or null when none is kept. Reads IndexedDB only when the copy's
 * database exists (opening a missing one would create it empty).
 */
function offlineCopy(page: Page): Promise<StoredCopy | null> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some(({ name }) => name === 'schengen-tracker-offline')) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('schengen-tracker-offline');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = <T>(key: string) =>
      new Promise<T | undefined>((resolve, reject) => {
        const request = db.transaction('copies').objectStore('copies').get(key);
        request.onsuccess = () => resolve(request.result as T | undefined);
        request.onerror = () => reject(request.error);
      });
    try {
      const userId = await read<string>('last-user');
      if (userId === undefined) return null;
      return (await read<StoredCopy>(`copy:${userId}`)) ?? null;
    } finally {
      db.close();
    }
  });
}

/** The number of the account holder's visit records in the offline copy, or -1 when none is kept. */
async function offlineCopyRecords(page: Page): Promise<number> {
  return (await offlineCopy(page))?.entries.length ?? -1;
}

/** The number of visit records of each other traveller in the offline copy, by name. */
async function offlineCopyOthers(page: Page): Promise<Record<string, number>> {
  const copy = await offlineCopy(page);
  const counts: Record<string, number> = {};
  for (const traveller of copy?.travellers ?? []) {
    const records = copy?.otherTravellers[traveller.id];
    if (records) counts[traveller.name] = records.entries.length;
  }
  return counts;
}

/** Waits until the service worker controls the page and the copy holds `records` records. */
async function readyForOffline(page: Page, records: number): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  await expect.poll(() => offlineCopyRecords(page)).toBe(records);
}

/**
 * A new traveller with one visit (8 days, ending 3 days ago), whose dashboard was loaded online,
 * then the network cut and the dashboard loaded again.
 */
async function dashboardOfflineWithOneVisit(page: Page, context: BrowserContext): Promise<void> {
  await newTraveller(page, 'offline');
  await addVisit(page);
  await page.goto('/dashboard');
  await expect(daysUsedFigure(page)).toHaveText('8');
  await readyForOffline(page, 2);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
}

test('offline, the dashboard shows the last synced visits, the status worked out on the device and when it synced', async ({
  page,
  context,
}) => {
  await dashboardOfflineWithOneVisit(page, context);
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText(/Offline — last synced \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await expect(notice).toContainText('not live data');
  await expect(daysUsedFigure(page)).toHaveText('8');
  await expect(page.getByText('Currently Outside Schengen Area')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Calendar View' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const lastDay = isoDay(-3);
  await showCalendarYear(page, lastDay);
  await expect(calendarDay(page, lastDay)).toHaveAccessibleName(/: 8 days used/);
  await page.getByRole('tab', { name: 'Travel History' }).click();
  await expect(page.getByText('8 days completed')).toBeVisible();
});

test('offline, a change is refused with a message and nothing changes', async ({
  page,
  context,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(request.url());
  });
  await dashboardOfflineWithOneVisit(page, context);
  posts.length = 0;
  await page.getByRole('tab', { name: 'Travel History' }).click();
  const form = page.getByRole('form', { name: 'Add Manual Visit' });
  await form.locator('input[name="entry_date"]').fill(isoDay(-40));
  await form.locator('input[name="exit_date"]').fill(isoDay(-30));
  await form.getByRole('button', { name: 'Add Visit' }).click();
  const ees = page.getByRole('dialog', { name: 'EES Notice' });
  if (await ees.isVisible()) await ees.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(OFFLINE_REFUSAL).first()).toBeVisible();
  await expect(page.getByText('Entry added successfully')).toHaveCount(0);
  await expect(page.getByText('8 days completed')).toBeVisible();
  await expect(page.getByText(/\d+ days completed/)).toHaveCount(1);
  await expect(daysUsedFigure(page)).toHaveText('8');
  expect(posts).toEqual([]);
  // Nothing was queued: back online, the server still has the one visit.
  await context.setOffline(false);
  const entries = await page.request.get('/api/travel-entries');
  expect(((await entries.json()) as unknown[]).length).toBe(2);
});

test('after sign-out no copy is kept: offline, the dashboard shows no visits of the previous traveller', async ({
  page,
  context,
}) => {
  await newTraveller(page, 'offline-out');
  await addVisit(page);
  await page.goto('/dashboard');
  await readyForOffline(page, 2);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toBeVisible();
  await expect.poll(() => offlineCopyRecords(page)).toBe(-1);
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByText('Your account could not be loaded.')).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await expect(page.locator('[data-stat]')).toHaveCount(0);
});

test("offline, the switcher opens another traveller's dashboard from the copy (their passport check too), and the account holder's is still there", async ({
  page,
  context,
}) => {
  await newTraveller(page, 'offline-family');
  // The account holder: 8 days, ending 3 days ago.
  await addVisit(page);
  const switcher = travellerSwitcher(page);

  await test.step('adds Sam with a visit of 12 days, ending 29 days ago', async () => {
    await page.getByRole('tab', { name: 'Profile' }).click();
    const card = page.getByRole('region', { name: 'Travellers' });
    await card.getByLabel("New traveller's name").fill('Sam');
    await card.getByRole('button', { name: 'Add traveller' }).click();
    await expect(card.getByRole('listitem').filter({ hasText: 'Sam' })).toBeVisible();
    await page.reload();
    await switchTraveller(page, 'Sam');
    await expect(page).toHaveURL(/[?&]traveller=[0-9a-f-]{36}/);
    await expect(daysUsedFigure(page)).toHaveText('0');
    await addVisit(page, { entry: -40, exit: -29 });
    await expect(daysUsedFigure(page)).toHaveText('12');
    // Sam's passport: valid for years (the account holder has none).
    const samId = new URL(page.url()).searchParams.get('traveller');
    const saved = await page.request.put(`/api/travellers/${samId}/details`, {
      data: { passport_issue_date: isoDay(-2000), passport_expiry_date: isoDay(3000) },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(saved.status()).toBe(200);
  });

  await test.step("the copy holds Sam's visit, read while the page shows the account holder", async () => {
    // A new page of the account holder's dashboard: Sam's records are not in its store until the
    // copy's keeper reads them.
    await page.goto('/dashboard');
    await expect(daysUsedFigure(page)).toHaveText('8');
    await readyForOffline(page, 2);
    await expect.poll(() => offlineCopyOthers(page)).toEqual({ Sam: 2 });
    // …and Sam's passport, saved after the last copy the previous page wrote.
    await expect
      .poll(async () => {
        const copy = await offlineCopy(page);
        return Object.values(copy?.otherTravellers ?? {})[0]?.details.passport_expiry_date;
      })
      .toBe(isoDay(3000));
  });

  await test.step("offline, Sam's figures, calendar and history from the copy", async () => {
    await context.setOffline(true);
    await page.reload();
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toContainText(/Offline — last synced/);
    await expect(daysUsedFigure(page)).toHaveText('8');
    await expect(switcher.locator('option:checked')).toHaveText('Me');
    await switchTraveller(page, 'Sam');
    await expect(page).toHaveURL(/[?&]traveller=[0-9a-f-]{36}/);
    await expect(notice).toContainText(/Offline — last synced/);
    await expect(daysUsedFigure(page)).toHaveText('12');
    const lastDay = isoDay(-29);
    await showCalendarYear(page, lastDay);
    await expect(calendarDay(page, lastDay)).toHaveAccessibleName(/: 12 days used/);
    await page.getByRole('tab', { name: 'Travel History' }).click();
    await expect(page.getByText('12 days completed')).toBeVisible();
    await expect(page.getByText(/\d+ days completed/)).toHaveCount(1);
    // Sam's passport check, on Sam's dates from the copy.
    await page.getByRole('button', { name: 'Check Passport Validity' }).click();
    await expect(page.getByRole('region', { name: 'Passport check result' })).toContainText(
      'You are OK to travel',
    );
  });

  await test.step("back to the account holder's, still offline", async () => {
    await switchTraveller(page, 'Me');
    await expect(page).not.toHaveURL(/traveller=/);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(daysUsedFigure(page)).toHaveText('8');
    await expect(page.getByText('8 days completed')).toBeVisible();
  });
});
