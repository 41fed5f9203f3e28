import { IsEmail } from 'class-validator';

import { IsEntityId } from '../../common/is-entity-id.decorator';
import { IsIsoTimestamp } from '../../common/is-iso-timestamp.decorator';
import { UserIdentityPayload } from './user-identity.payload';

export const EMAIL_CHANGE_REQUESTED_TOPIC = 'auth.email-change.requested.v1';

/**
 * A signed-in user, who gave their current password, asked to move the account to `newEmail`.
 * `email` is the confirmed address the account still has (it keeps the reminders). `aggregateId`
 * and `requestId` are the change request's id. Notification sends two e-mails:
 *
 * - 'email-change-notice-email' to `email`: the address is about to change (no link).
 * - 'email-change-confirm-email' to `newEmail`: the confirmation link. As for a password reset
 *   (`PasswordResetRequestedEvent`), the worker derives the raw token as
 *   base64url(HMAC-SHA256(RESET_TOKEN_SECRET, 'email-change.' + requestId)), attaches only its
 *   SHA-256 through `AuthPatterns.AttachEmailChangeToken`, and sends `/confirm-email?token=<raw>`
 *   only when auth accepted it. The link works once, until `expiresAt`.
 */
export class EmailChangeRequestedEvent extends UserIdentityPayload {
  @IsEntityId()
  requestId!: string;

  @IsEmail()
  newEmail!: string;

  @IsIsoTimestamp()
  expiresAt!: string;
}
