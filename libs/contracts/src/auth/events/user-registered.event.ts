import { UserIdentityPayload } from './user-identity.payload';

export const USER_REGISTERED_TOPIC = 'auth.user.registered.v1';

/** A new account exists. `aggregateId` and `userId` are the new user's id. */
export class UserRegisteredEvent extends UserIdentityPayload {}
