import { expect, test } from '@playwright/test';

import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  caughtMail,
  newTraveller,
  openAdminConsole,
  passSecondStep,
  password,
  putAwayDonationPrompt,
  signIn,
  signInAsAdmin,
} from './support/journeys';

/**
 * ASVS 5.0 level 2 accounts (issue #18) in the browser: the profile's password and e-mail forms,
 * "Sign out of all devices", and the administrator's two-step sign-in.
 */

const NEW_PASSWORD = 'another-long-travel-passphrase';

test('a traveller changes the password and the e-mail address from the profile, then signs out everywhere', async ({
  page,
}) => {
  const username = await newTraveller(page, 'secure');
  await page.getByRole('tab', { name: 'Profile' }).click();

  // Change password: a wrong current password is shown on its field; the right one works.
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel(/^Current password/).fill('not-my-password');
  await passwordForm.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await passwordForm.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText(/Your current password is not correct/)).toBeVisible();
  await passwordForm.getByLabel(/^Current password/).fill(password);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await caughtMail(`${username}@example.com`, 'Your Schengen Tracker password was changed');

  // Change the e-mail: the current password, a notice to the old address, a link to the new one.
  const profile = page.getByRole('form', { name: 'Profile' });
  const newEmail = `${username}@new.example`;
  await profile.getByRole('textbox', { name: /^Email/ }).fill(newEmail);
  await profile.getByLabel(/^Current password/).fill(NEW_PASSWORD);
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`)).toBeVisible();
  await expect(
    profile.getByText(new RegExp(`Waiting for you to confirm ${newEmail}`)),
  ).toBeVisible();
  await caughtMail(
    `${username}@example.com`,
    'Your Schengen Tracker email address is being changed',
  );
  const confirmation = await caughtMail(
    newEmail,
    'Confirm your new Schengen Tracker email address',
  );
  const link = /\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(confirmation.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.getByText(/Your email address has been changed/)).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(profile.getByRole('textbox', { name: /^Email/ })).toHaveValue(newEmail);

  // Sign out of all devices: this browser too.
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(page.getByText('Signed out on all devices')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toBeVisible();
  await signIn(page, newEmail, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
});

test('the administrator signs in with a second factor: enrolment with a QR code, then a code each time', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openAdminConsole(page);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toBeVisible();

  // The password alone opens nothing: the second step asks for a code (enrolled by now).
  await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in', exact: true })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await page.getByLabel(/^Authentication code/).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/That code did not work/)).toBeVisible();
  expect(await passSecondStep(page)).toBe('verified');
  await expect(
    page.getByRole('heading', { name: /^Welcome back/, includeHidden: true }),
  ).toBeVisible();
  await putAwayDonationPrompt(page);
  await openAdminConsole(page);
});
