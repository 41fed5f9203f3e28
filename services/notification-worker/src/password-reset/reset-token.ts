import { createHmac } from 'node:crypto';

/**
 * The raw reset token of a request: base64url(HMAC-SHA256(RESET_TOKEN_SECRET, requestId)), 43
 * characters, 256 bits. Deterministic, so a retried job derives the same token (and the same
 * hash, which auth accepts again) without the token ever being stored; unguessable without the
 * secret. It appears only in the e-mail's link.
 *
 * @example
 * const token = deriveResetToken(env.RESET_TOKEN_SECRET, job.data.requestId);
 */
export function deriveResetToken(secret: string, requestId: string): string {
  return createHmac('sha256', secret).update(requestId, 'utf8').digest('base64url');
}
