import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';

import {
  calendarDay,
  daysUsedFigure,
  isoDay,
  longDate,
  newTraveller,
  showCalendarYear,
} from './support/journeys';

/**
 * The signed-in dashboard (issue #5): a visit made with two clicks on the calendar, the counts on
 * the cards and the calendar, an edit in Travel History that survives a reload, a delete from the
 * calendar, the trip planner, and the passport warning before a visit is created.
 */

test('two clicks on the calendar make a visit; history edits it; the calendar deletes it', async ({
  page,
}) => {
  await newTraveller(page, 'calendar');
  await expect(page.getByText('Currently Outside Schengen Area')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Calendar View' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Ten days ending yesterday: inside today's 180-day window whatever today is.
  const start = isoDay(-10);
  const end = isoDay(-1);
  await showCalendarYear(page, start);
  await calendarDay(page, start).click();
  await expect(page.getByText(`Visit started on ${longDate(start)}`)).toBeVisible();
  await expect(page.getByText('Click another day to complete this visit')).toBeVisible();
  await showCalendarYear(page, end);
  await calendarDay(page, end).click();
  // A new user has not completed EES registration: the notice comes first.
  const ees = page.getByRole('dialog', { name: 'EES Notice' });
  await expect(ees).toBeVisible();
  await ees.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Visit created')).toBeVisible();
  await expect(daysUsedFigure(page)).toHaveText('10');
  await expect(calendarDay(page, end)).toHaveAccessibleName(/: 10 days used/);

  await page.getByRole('tab', { name: 'Travel History' }).click();
  await expect(page.getByText('10 days completed')).toBeVisible();
  await page.getByRole('button', { name: /^Edit visit/ }).click();
  const edit = page.getByRole('form', { name: 'Edit Visit' });
  await edit.locator('input[name="entry_date"]').fill(isoDay(-9));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('9 days completed')).toBeVisible();
  await expect(page.getByText('Entry updated successfully')).toBeVisible();

  await page.reload();
  await expect(daysUsedFigure(page)).toHaveText('9');
  await page.getByRole('tab', { name: 'Travel History' }).click();
  await expect(page.getByText('9 days completed')).toBeVisible();

  await page.getByRole('tab', { name: 'Calendar View' }).click();
  await showCalendarYear(page, end);
  await calendarDay(page, end).click();
  await page
    .getByRole('dialog', { name: 'Delete Visit' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Visit deleted completely')).toBeVisible();
  await expect(daysUsedFigure(page)).toHaveText('0');
  await expect(calendarDay(page, end)).toHaveAccessibleName(/: 90 days remaining/);
});

test('the trip planner answers the latest exit and the earliest start', async ({ page }) => {
  await newTraveller(page, 'planner');
  const planner = page.getByRole('region', { name: 'Trip Planner' });
  const entry = isoDay(10);
  await planner
    .getByRole('form', { name: 'How long can I stay?' })
    .locator('input[name="entry_date"]')
    .fill(entry);
  await planner.getByRole('button', { name: 'Find latest exit' }).click();
  await expect(planner).toContainText(
    `If you enter on ${longDate(entry)}, your latest exit is ${longDate(isoDay(99))} (90 days, both included).`,
  );
  await planner.getByLabel('Trip length (days)').fill('30');
  await planner.getByRole('button', { name: 'Find earliest start' }).click();
  await expect(planner).toContainText(
    `You can start a 30-day trip today: ${longDate(isoDay(0))} to ${longDate(isoDay(29))}.`,
  );
});

test('a passport that expires too soon warns before a visit is created', async ({ page }) => {
  await newTraveller(page, 'passport');
  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.locator('input[name="passport_issue_date"]').fill('2020-01-01');
  await profile.locator('input[name="passport_expiry_date"]').fill(isoDay(30));
  await expect(page.getByText('Passport dates saved')).toBeVisible();

  await page.getByRole('tab', { name: 'Travel History' }).click();
  const form = page.getByRole('form', { name: 'Add Manual Visit' });
  await form.locator('input[name="entry_date"]').fill(isoDay(-10));
  await form.locator('input[name="exit_date"]').fill(isoDay(-1));
  await form.getByRole('button', { name: 'Add Visit' }).click();
  const warning = page.getByRole('dialog', { name: 'Passport Warning' });
  await expect(warning).toContainText(
    "Your passport won't be valid for at least 3 months after your planned exit date. You need to renew your passport before traveling.",
  );
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  await expect(
    page.getByText('No entries yet. Use the form above to record your first visit!'),
  ).toBeVisible();

  await form.getByRole('button', { name: 'Add Visit' }).click();
  await warning.getByRole('button', { name: 'Continue Anyway' }).click();
  await page
    .getByRole('dialog', { name: 'EES Notice' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page.getByText('Entry added successfully')).toBeVisible();
  await expect(page.getByText('10 days completed')).toBeVisible();
});

test('at 320 px wide the dashboard fits, and a visit can be made with the keyboard alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await newTraveller(page, 'narrow');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Three days ending the day before yesterday, in this year's calendar.
  const start = isoDay(-4);
  const end = isoDay(-2);
  await showCalendarYear(page, start);
  await calendarDay(page, start).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Visit started on ${longDate(start)}`)).toBeVisible();
  if (start.slice(0, 4) === end.slice(0, 4)) {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
  } else {
    await showCalendarYear(page, end);
    await calendarDay(page, end).focus();
  }
  await expect(calendarDay(page, end)).toBeFocused();
  await page.keyboard.press('Enter');
  const ees = page.getByRole('dialog', { name: 'EES Notice' });
  await expect(ees).toBeVisible();
  await ees.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Visit created')).toBeVisible();
  await expect(daysUsedFigure(page)).toHaveText('3');
});

test('the CSV and PDF buttons download the travel history', async ({ page }) => {
  await newTraveller(page, 'exporter');
  await page.getByRole('tab', { name: 'Travel History' }).click();
  await expect(page.getByRole('group', { name: 'Export travel history' })).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Add Manual Visit' });
  await form.locator('input[name="entry_date"]').fill(isoDay(-10));
  await form.locator('input[name="exit_date"]').fill(isoDay(-1));
  await form.getByLabel('Notes (optional)').fill('=SUM(A1) café');
  await form.getByRole('button', { name: 'Add Visit' }).click();
  await page
    .getByRole('dialog', { name: 'EES Notice' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page.getByText('10 days completed')).toBeVisible();

  const exports = page.getByRole('group', { name: 'Export travel history' });
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`schengen-travel-history-${isoDay(0)}.csv`);
  const csvText = (await readFile((await csv.path()) as string)).toString('utf8');
  expect(csvText.startsWith('\uFEFF')).toBe(true);
  expect(csvText).toContain('Country,Notes,Date of Entry,Date of Exit,Number of Days');
  expect(csvText).toContain(`Not specified,'=SUM(A1) café,${isoDay(-10)},${isoDay(-1)},10`);
  await expect(page.getByText('CSV Downloaded')).toBeVisible();

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`schengen-travel-history-${isoDay(0)}.pdf`);
  const pdfBytes = await readFile((await pdf.path()) as string);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('PDF Downloaded')).toBeVisible();
});
