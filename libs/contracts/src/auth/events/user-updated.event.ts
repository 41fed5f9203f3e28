import { IsTimeZone, Matches } from 'class-validator';

import { TIME_ZONE_NAME_FORMAT } from '../dto/update-profile.dto';
import { UserIdentityPayload } from './user-identity.payload';

export const USER_UPDATED_TOPIC = 'auth.user.updated.v1';

/**
 * A user's profile was saved (PUT /api/user/profile). It carries the profile fields other services
 * keep a copy of: the e-mail and username (from `UserIdentityPayload`) and the IANA time zone that
 * makes "today" the user's today. Travel keeps the time zone; reporting keeps the e-mail.
 * `aggregateId` and `userId` are the user's id; the values are those after the change.
 */
export class UserUpdatedEvent extends UserIdentityPayload {
  @IsTimeZone({ message: 'timezone must be a valid IANA time zone' })
  @Matches(TIME_ZONE_NAME_FORMAT, { message: 'timezone must be a valid IANA time zone' })
  timezone!: string;
}
