import { IsIsoTimestamp } from '../../common/is-iso-timestamp.decorator';
import { IsEntityId } from '../../common/is-entity-id.decorator';

import { UserIdentityPayload } from './user-identity.payload';

export const PASSWORD_RESET_REQUESTED_TOPIC = 'auth.password-reset.requested.v1';

/**
 * A user asked for a password reset link. `aggregateId` and `requestId` are the reset request's
 * id. The event carries no token: the raw token exists only in the e-mail, never in a table, a
 * queue payload or a log. The flow (notification, next issue):
 *
 * 1. The notification worker, handling this event's e-mail job, derives the raw token as
 *    base64url(HMAC-SHA256(RESET_TOKEN_SECRET, requestId)) (32 bytes): a retried job re-derives
 *    the same token, so nothing ever has to store it.
 * 2. It calls `AuthPatterns.AttachResetToken` with `{ requestId, tokenHash }`, `tokenHash` being
 *    the lower-case hex SHA-256 of the raw token. Auth stores the hash on the request row only if
 *    the request is unexpired, unused and has no token yet (or already this one), and answers
 *    `{ attached }`.
 * 3. Only when `attached` is true does it send the e-mail with `/reset-password?token=<raw>`; a
 *    retried job re-attaches the same hash and can still send. The link works until
 *    `expiresAt`, once.
 */
export class PasswordResetRequestedEvent extends UserIdentityPayload {
  @IsEntityId()
  requestId!: string;

  @IsIsoTimestamp()
  expiresAt!: string;
}
