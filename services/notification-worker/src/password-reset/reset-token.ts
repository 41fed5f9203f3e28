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

/**
 * The raw token of an e-mail change's confirmation link: as `deriveResetToken`, over
 * 'email-change.' + the request id, so that it can never equal a reset token.
 *
 * @example
 * const token = deriveEmailChangeToken(env.RESET_TOKEN_SECRET, job.data.requestId);
 */
export function deriveEmailChangeToken(secret: string, requestId: string): string {
  return deriveResetToken(secret, `email-change.${requestId}`);
}
