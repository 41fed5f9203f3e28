/**
 * Texts of the auth service's answers that a person reads, kept here so that the gateway, the SPA
 * and the tests quote the same words.
 */

/** SPEC §8, Sign In Issue: a wrong username, e-mail or password (AUTH_INVALID_CREDENTIALS, 401). */
export const INVALID_CREDENTIALS_MESSAGE =
  "We couldn't sign you in with those details. Please double-check your username or email address and password, then try again.";

/** Account deletion with a wrong password (AUTH_INVALID_CREDENTIALS, 401). */
export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.';

/** SPEC §8: a missing, unknown, used or expired reset token (AUTH_RESET_TOKEN_INVALID, 400). */
export const INVALID_RESET_TOKEN_MESSAGE =
  'This reset link is either invalid or has expired. Please request a new password reset.';

/** A password on the common-password list (VALIDATION_FAILED on the password field). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose a less predictable one.';

export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters';
export const PASSWORD_TOO_LONG_MESSAGE = 'Password must be at most 1024 characters';

/** Sign-up with a username that exists (AUTH_USERNAME_TAKEN, 409). */
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken. Please choose another one.';

/** Sign-up or profile change to an e-mail another account uses (AUTH_EMAIL_TAKEN, 409). */
export const EMAIL_TAKEN_MESSAGE =
  'An account with this email address already exists. Please use another email address, or sign in.';

/** A password change or an e-mail change with a wrong current password (VALIDATION_FAILED, 400). */
export const WRONG_CURRENT_PASSWORD_MESSAGE =
  'Your current password is not correct. Please check it and try again.';

/** A password change to the password the account already has (VALIDATION_FAILED, 400). */
export const SAME_PASSWORD_MESSAGE =
  'The new password must be different from your current password.';

/** A profile save that changes the e-mail without `current_password` (VALIDATION_FAILED, 400). */
export const CURRENT_PASSWORD_REQUIRED_MESSAGE =
  'Enter your current password to change your email address.';

/** An unknown, used or expired e-mail confirmation link (AUTH_EMAIL_CHANGE_TOKEN_INVALID, 400). */
export const INVALID_EMAIL_CHANGE_TOKEN_MESSAGE =
  'This confirmation link is either invalid or has expired. Please change your email address again in your profile.';

/** The answer of a confirmed e-mail change. */
export const EMAIL_CHANGE_CONFIRMED_MESSAGE =
  'Your email address has been changed. Reminders now go to the new address.';

/** The answer of a password change (PUT /api/user/password). */
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. You have been signed out on your other devices.';

/** A wrong or used TOTP or recovery code at an administrator's sign-in (AUTH_MFA_INVALID, 401). */
export const MFA_CODE_INVALID_MESSAGE =
  'That code did not work. Enter the current 6-digit code from your authenticator app, or an unused recovery code.';

/** The second step without a live first one (AUTH_MFA_EXPIRED, 401). */
export const MFA_CHALLENGE_EXPIRED_MESSAGE =
  'Your sign-in has expired. Please sign in again with your password.';

/** A code that is not 6 digits nor a recovery code (VALIDATION_FAILED, 400). */
export const MFA_CODE_FORMAT_MESSAGE =
  'Enter the 6-digit code from your authenticator app, or a recovery code such as abcde-fghij.';

/** An administrator's sign-in while MFA_ENCRYPTION_KEY is unset (SERVICE_UNAVAILABLE, 503). */
export const MFA_NOT_CONFIGURED_MESSAGE =
  'Administrator sign-in needs two-factor authentication, which is not configured on this server (MFA_ENCRYPTION_KEY).';
