import { IsOptional, IsTimeZone, Matches } from 'class-validator';

import { TIME_ZONE_NAME_FORMAT } from '../dto/update-profile.dto';
import { UserIdentityPayload } from './user-identity.payload';

export const USER_REGISTERED_TOPIC = 'auth.user.registered.v1';

/**
 * A new account exists. `aggregateId` and `userId` are the new user's id. `timezone`, when sent, is
 * the account's IANA time zone (absent: the default, 'UTC').
 */
export class UserRegisteredEvent extends UserIdentityPayload {
  @IsOptional()
  @IsTimeZone({ message: 'timezone must be a valid IANA time zone' })
  @Matches(TIME_ZONE_NAME_FORMAT, { message: 'timezone must be a valid IANA time zone' })
  timezone?: string;
}
