import { expect, test } from '@playwright/test';

import { caughtMail, password, signIn, signUp } from './support/journeys';

/** A traveller's first visit: sign up, sign out, sign in, edit the profile, delete the account. */

test('a traveller signs up, signs out, signs in, edits the profile and deletes the account', async ({
  page,
}) => {
  const username = `traveller${Date.now().toString(36)}`;

  await signUp(page, username);
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toBeVisible();

  await signIn(page, username.toUpperCase());
  await expect(page.getByRole('dialog', { name: 'Sign In Issue' })).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();

  await signIn(page, username);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();

  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('Username')).toHaveValue(username);
  await expect(profile.getByText('Username cannot be changed')).toBeVisible();
  await profile.getByLabel('First name').fill('Ada');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toBeVisible();

  await signIn(page, username);
  await expect(page.getByRole('dialog', { name: 'Sign In Issue' })).toBeVisible();
});

test('an unknown address shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  // The web server answers it with its status (docs/adr/0019).
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the terms page is readable without an account', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/16 June 2025/)).toBeVisible();
  await expect(
    page.getByText(/laws of England and Wales|United Kingdom|UK law/).first(),
  ).toBeVisible();
});

test('the FAQ opens one answer at a time', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('button', { expanded: false });
  await questions.first().click();
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
  await questions.nth(1).click();
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
});

test('a traveller who forgot the password resets it from the e-mail and signs in', async ({
  page,
}) => {
  const username = `forgetful${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  await signUp(page, username);
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  // Signed out once the landing page shows: /auth opened before then is a signed-in user's, which
  // goes to the dashboard.
  await expect(page.getByRole('link', { name: 'Sign up for free/Login' })).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account with this email exists, a password reset link has been sent.'),
  ).toBeVisible();

  const mail = await caughtMail(email, /password/i);
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, 'the e-mail carries a reset link').toBeTruthy();
  expect(mail.html).toContain('/reset-password?token=');

  const newPassword = 'my-brand-new-passphrase';
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.locator('input[name="newPassword"]').fill(newPassword);
  await page.locator('input[name="confirmPassword"]').fill(newPassword);
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(
    page.getByText(
      'Password has been reset successfully! You can now log in with your new password.',
    ),
  ).toBeVisible();

  await signIn(page, username, newPassword);
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
});
