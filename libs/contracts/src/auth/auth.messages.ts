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
