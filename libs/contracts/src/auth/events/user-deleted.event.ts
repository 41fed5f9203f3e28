import { IsIn } from 'class-validator';

import { UserIdentityPayload } from './user-identity.payload';

export const USER_DELETED_TOPIC = 'auth.user.deleted.v1';

export const USER_DELETED_BY = ['self', 'admin'] as const;
export type UserDeletedBy = (typeof USER_DELETED_BY)[number];

/**
 * An account and its profile are gone. Travel removes the user's entries; notification sends the
 * 'account-deleted-email', which is why the address travels with the event. `aggregateId` and
 * `userId` are the deleted user's id.
 */
export class UserDeletedEvent extends UserIdentityPayload {
  @IsIn(USER_DELETED_BY)
  deletedBy!: UserDeletedBy;
}
