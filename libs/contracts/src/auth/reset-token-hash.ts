import { createHash } from 'node:crypto';

/**
 * The stored form of a password-reset token, shared by the notification worker (which sends it to
 * `AuthPatterns.AttachResetToken`) and the auth service (which matches the link's token with it):
 * the lower-case hex SHA-256 of the raw token's UTF-8 text. A fast hash is right here: the token
 * already has 256 random bits, so there is nothing to brute-force.
 *
 * @example
 * hashResetToken('test') // → '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'
 */
export function hashResetToken(rawToken: string): string {
  return createHash('sha256').update(rawToken, 'utf8').digest('hex');
}
