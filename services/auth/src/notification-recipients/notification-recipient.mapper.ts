import type { NotificationRecipientDto } from '@app/contracts';

import type { UserEntity } from '../users/user.entity';

/**
 * A user as the notification service needs them: `display_name` is the first name, or the
 * username when there is none (SPEC §2's welcome heading rule).
 *
 * @example
 * toNotificationRecipientDto(user) // → { id, email, display_name: 'Ada', timezone: 'UTC', … }
 */
export function toNotificationRecipientDto(user: UserEntity): NotificationRecipientDto {
  const firstName = user.firstName?.trim() ?? '';
  return {
    id: user.id,
    email: user.email,
    display_name: firstName === '' ? user.username : firstName,
    timezone: user.timezone,
    language: user.language,
    email_reminders: user.emailReminders,
    weekly_summaries: user.weeklySummaries,
    product_updates: user.productUpdates,
  };
}
