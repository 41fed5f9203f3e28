import { ValidationError, WRONG_CURRENT_PASSWORD_MESSAGE } from '@app/contracts';

import type { PasswordHasher } from './password-hasher';

/**
 * Checks the current password a signed-in user typed to confirm a sensitive change (password,
 * e-mail). A wrong one is a 400 on `current_password`: the user is signed in, so it is a form
 * problem to correct, not a sign-in failure (which would read as "signed out" to the SPA).
 *
 * @throws ValidationError (400) naming `current_password` when it does not match.
 */
export async function assertCurrentPassword(
  hasher: PasswordHasher,
  passwordHash: string,
  currentPassword: string,
): Promise<void> {
  if (!(await hasher.verify(passwordHash, currentPassword))) {
    throw new ValidationError([
      { field: 'current_password', messages: [WRONG_CURRENT_PASSWORD_MESSAGE] },
    ]);
  }
}
