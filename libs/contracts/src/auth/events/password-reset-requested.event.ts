import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { IsIsoTimestamp } from '../../common/is-iso-timestamp.decorator';

import { UserIdentityPayload } from './user-identity.payload';

export const PASSWORD_RESET_REQUESTED_TOPIC = 'auth.password-reset.requested.v1';

/**
 * A user asked for a password reset link. `aggregateId` is the reset token record's id. The raw
 * token travels so that notification can build the link; it is single-use and expires at
 * `expiresAt`, and the topic's retention should be short.
 */
export class PasswordResetRequestedEvent extends UserIdentityPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(512)
  token!: string;

  @IsIsoTimestamp()
  expiresAt!: string;
}
