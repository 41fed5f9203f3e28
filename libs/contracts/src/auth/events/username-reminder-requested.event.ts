import { UserIdentityPayload } from './user-identity.payload';

export const USERNAME_REMINDER_REQUESTED_TOPIC = 'auth.username-reminder.requested.v1';

/** A user asked for their username by e-mail. `aggregateId` and `userId` are the user's id. */
export class UsernameReminderRequestedEvent extends UserIdentityPayload {}
