import { createHash } from 'node:crypto';

/**
 * The stored form of a reset token: the lower-case hex SHA-256 of the raw token's UTF-8 text (the
 * notification worker computes the same before `AuthPatterns.AttachResetToken`). A fast hash is
 * right here: the token already has 256 random bits, so there is nothing to brute-force.
 *
 * @example
 * hashResetToken(rawTokenFromTheLink) // → '9f86d0…' (64 hex characters)
 */
export function hashResetToken(rawToken: string): string {
  return createHash('sha256').update(rawToken, 'utf8').digest('hex');
}
