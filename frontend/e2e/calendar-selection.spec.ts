import { devices, expect, type Locator, type Page, test } from '@playwright/test';

import { isoDay, newTraveller, showCalendarYear } from './support/journeys';

/**
 * Starting a visit on the calendar with a phone (issue #17): the selection banner appears above
 * the calendar, and the tapped day stays where it was on screen instead of being pushed out of
 * view; Escape then cancels the selection as the banner's Cancel does. On the dashboard and on
 * the demo calendar.
 */

const { defaultBrowserType: _desktopOnly, ...phone } = devices['Pixel 7'];
// UTC keeps the (European-only) cookie banner away; the demo's today is the browser's date.
test.use({ ...phone, timezoneId: 'UTC' });

/** Scrolls so that `day` sits just above the bottom edge of the viewport. */
async function putNearTheBottom(page: Page, day: Locator): Promise<void> {
  await day.scrollIntoViewIfNeeded();
  const box = await day.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('The day has no box on screen');
  const wanted = viewport.height - box.height - 12;
  await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), box.y - wanted);
  await expect
    .poll(async () => Math.abs(((await day.boundingBox())?.y ?? 0) - wanted))
    .toBeLessThanOrEqual(1);
}

/** The vertical middle of a box, which the tapped day's highlight (a scale transform) keeps. */
const middleOf = (box: { y: number; height: number }) => box.y + box.height / 2;

/**
 * Waits until every part that loads after the page (hydratedLater) has arrived: they change the
 * height of what is above the calendar, so a day chosen or measured before may move later.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('fieldset[role="none"][disabled]')).toHaveCount(0);
}

/**
 * Taps `day` where it is on screen and checks that it has not moved once the banner shows. The day
 * must be wholly on screen: a tap on one that is not scrolls it into view first (Playwright), and
 * that scroll is not the banner's.
 */
async function tapAndStayInView(page: Page, day: Locator): Promise<void> {
  await settled(page);
  const before = (await day.boundingBox())!;
  expect(before.y, 'the day to tap is on screen').toBeGreaterThanOrEqual(0);
  expect(before.y + before.height, 'the day to tap is on screen').toBeLessThanOrEqual(
    page.viewportSize()!.height,
  );
  await day.tap();
  await expect(page.getByText(/^Visit started on /)).toBeVisible();
  // Where the day settles: the calendar puts it back in the banner's commit (use-keep-in-place.ts).
  await expect
    .poll(async () => Math.abs(middleOf((await day.boundingBox())!) - middleOf(before)), {
      message: 'the tapped day stays where it was',
    })
    .toBeLessThanOrEqual(1);
  const after = (await day.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(after.y).toBeGreaterThanOrEqual(0);
  expect(after.y + after.height, 'the tapped day stays in view').toBeLessThanOrEqual(
    viewport.height,
  );
}

/** The date of the lowest day button wholly on screen. */
async function lowestDayInView(page: Page): Promise<string> {
  return page.evaluate(() => {
    const inView = [...document.querySelectorAll<HTMLElement>('button[data-date]')].filter(
      (day) => {
        const box = day.getBoundingClientRect();
        if (box.top < 0 || box.bottom > window.innerHeight) return false;
        // Months out of view skip their rendering (content-visibility): ask what is really there.
        const shown = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return shown !== null && day.contains(shown);
      },
    );
    const lowest = inView.at(-1)?.dataset.date;
    if (!lowest) throw new Error('No day of the calendar is on screen');
    return lowest;
  });
}

test('on a phone the tapped day stays in view when a visit starts, and Escape cancels it', async ({
  page,
}) => {
  await newTraveller(page, 'phone');
  await showCalendarYear(page, isoDay(0));
  // The day is chosen on the settled page (one chosen earlier ended partly below the screen once
  // the parts above it had arrived).
  await settled(page);
  // The year's heading at the top of the screen, the first months below it: the banner will come
  // in between, above the day tapped at the bottom of the screen.
  await page
    .getByRole('button', { name: 'Next year' })
    .evaluate((button) => button.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const day = page.locator(`button[data-date="${await lowestDayInView(page)}"]`);
  await tapAndStayInView(page, day);

  await page.keyboard.press('Escape');
  await expect(page.getByText('Visit creation cancelled')).toBeVisible();
  await expect(page.getByText('Click a day to start a new visit')).toBeVisible();
  await expect(page.getByText(/^Visit started on /)).toBeHidden();
});

test('on a phone the demo keeps the tapped day in view, and Escape cancels the visit', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('6 of 6 demo clicks left.')).toBeVisible();
  const days = page.locator('button[data-date]');
  // The last week of the shown month: the lowest row of the calendar.
  const day = days.nth((await days.count()) - 3);
  await putNearTheBottom(page, day);
  await tapAndStayInView(page, day);

  await page.keyboard.press('Escape');
  await expect(
    page.getByText('Visit creation cancelled. Click a day to start a new visit.'),
  ).toBeVisible();
  await expect(page.getByText(/^Visit started on /)).toBeHidden();
});
