import { UserIdentityPayload } from './user-identity.payload';

export const PASSWORD_CHANGED_TOPIC = 'auth.password.changed.v1';

/**
 * The signed-in user changed their password (PUT /api/user/password); every other session of the
 * user has ended. Notification e-mails a notice to the account's address ('password-changed-email'),
 * so that an owner who did not make the change learns of it. `aggregateId` is the user's id.
 */
export class PasswordChangedEvent extends UserIdentityPayload {}
