import type { NotificationRecipientDto, UserIdentityPayload } from '@app/contracts';

/**
 * Who an e-mail about an auth event goes to: the account, at the address it has, by its username,
 * in the language of its e-mails (English when the event has none).
 */
export function accountRecipient(event: UserIdentityPayload) {
  return {
    userId: event.userId,
    to: event.email,
    username: event.username,
    language: event.language ?? null,
  };
}

/** Who a compliance e-mail goes to: a recipient of auth's list, by its display name. */
export function listedRecipient(recipient: NotificationRecipientDto) {
  return {
    userId: recipient.id,
    to: recipient.email,
    displayName: recipient.display_name,
    language: recipient.language,
  };
}
