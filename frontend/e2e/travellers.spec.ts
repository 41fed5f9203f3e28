import { expect, test } from '@playwright/test';

import {
  addVisit,
  daysUsedFigure,
  isoDay,
  longDate,
  newTraveller,
  switchTraveller,
  travellerSwitcher,
} from './support/journeys';

/**
 * Several travellers on one account (issue #22): a traveller added in the Profile tab, the
 * switcher above the status, a visit recorded for them alone (the account holder's status does
 * not move), the choice kept in the address across a reload, the trip planned together, and
 * the traveller's own passport dates, which the passport check uses for them, and their own
 * reminder e-mails switch.
 */

test('a family on one account: add a traveller, switch, record their visit, plan together, their passport', async ({
  page,
}) => {
  await newTraveller(page, 'family');
  // No switcher while the account holds one traveller.
  await expect(daysUsedFigure(page)).toHaveText('0');
  await expect(travellerSwitcher(page)).toHaveCount(0);

  await test.step('adds a traveller in the Profile tab', async () => {
    await page.getByRole('tab', { name: 'Profile' }).click();
    const card = page.getByRole('region', { name: 'Travellers' });
    await card.getByLabel("New traveller's name").fill('Sam');
    await card.getByRole('button', { name: 'Add traveller' }).click();
    await expect(card.getByRole('listitem').filter({ hasText: 'Sam' })).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: 'Account holder' })).toContainText(
      'Me',
    );
  });

  await test.step("switches to Sam and records Sam's visit", async () => {
    await page.reload();
    const switcher = travellerSwitcher(page);
    await expect(switcher.locator('option:checked')).toHaveText('Me');
    await switchTraveller(page, 'Sam');
    await expect(page).toHaveURL(/[?&]traveller=[0-9a-f-]{36}/);
    await expect(daysUsedFigure(page)).toHaveText('0');
    await addVisit(page);
    await expect(daysUsedFigure(page)).toHaveText('8');
  });

  await test.step('keeps Sam across a reload, and the account holder has no visit', async () => {
    await page.reload();
    const switcher = travellerSwitcher(page);
    await expect(switcher.locator('option:checked')).toHaveText('Sam');
    await expect(daysUsedFigure(page)).toHaveText('8');
    await switchTraveller(page, 'Me');
    await expect(page).not.toHaveURL(/traveller=/);
    await expect(daysUsedFigure(page)).toHaveText('0');
  });

  await test.step('plans a trip that fits both', async () => {
    const together = page.getByRole('region', { name: 'Plan a trip together' });
    const entry = isoDay(1);
    const form = together.getByRole('form', { name: 'How long can we stay?' });
    await form.locator('input[name="entry_date"]').fill(entry);
    await form.getByRole('button', { name: 'Find latest exit' }).click();
    // Sam's 8 days stay in the window for all 90 days from tomorrow: 82 days together.
    await expect(together).toContainText(
      `If you all enter on ${longDate(entry)}, your latest exit together is ${longDate(isoDay(82))} (82 days, both included).`,
    );
  });

  await test.step("keeps Sam's passport apart: the check runs on Sam's, not the profile's", async () => {
    await page.getByRole('tab', { name: 'Profile' }).click();
    const card = page.getByRole('region', { name: 'Travellers' });
    await card.getByRole('button', { name: 'Passport & nationality: Sam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sam: passport and nationality' });
    await dialog.getByLabel('Passport issue date').fill('2020-01-01');
    await dialog.getByLabel('Passport expiry date').fill('2035-01-01');
    await dialog.getByLabel('Nationality note').fill('Canadian passport');
    // No reminder e-mails about Sam (the account's own stay on).
    const reminders = dialog.getByRole('switch', { name: 'E-mail reminders about Sam' });
    await expect(reminders).toBeChecked();
    await reminders.uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    // The account holder has no passport dates: their check waits for the profile's.
    const check = page.getByRole('button', { name: 'Check Passport Validity' });
    await expect(check).toBeDisabled();
    await switchTraveller(page, 'Sam');
    await expect(check).toBeEnabled();
    await check.click();
    await expect(page.getByRole('region', { name: 'Passport check result' })).toContainText(
      'You are OK to travel',
    );

    // Saved: the dialog shows them again after a reload.
    await page.reload();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page
      .getByRole('region', { name: 'Travellers' })
      .getByRole('button', { name: 'Passport & nationality: Sam' })
      .click();
    const again = page.getByRole('dialog', { name: 'Sam: passport and nationality' });
    await expect(again.getByLabel('Passport expiry date')).toHaveValue('2035-01-01');
    await expect(again.getByLabel('Nationality note')).toHaveValue('Canadian passport');
    await expect(
      again.getByRole('switch', { name: 'E-mail reminders about Sam' }),
    ).not.toBeChecked();
  });
});
