import type { EmailPreference, TravelSettingsDto } from '@app/contracts';

import type { UserEntity } from './user.entity';

/** The entity property behind each e-mail preference (an unsubscribe link names one). */
export const EMAIL_PREFERENCE_PROPERTIES = {
  email_reminders: 'emailReminders',
  weekly_summaries: 'weeklySummaries',
  product_updates: 'productUpdates',
} as const satisfies Record<EmailPreference, keyof UserEntity>;

/** The entity property behind each travel setting (`TravelSettingsDto`). */
export const TRAVEL_SETTING_PROPERTIES = {
  ees_registered: 'eesRegistered',
  ees_notice_shown: 'eesNoticeShown',
  insurance_start_date: 'insuranceStartDate',
  insurance_end_date: 'insuranceEndDate',
  etias_applied_date: 'etiasAppliedDate',
  etias_received: 'etiasReceived',
  etias_valid_until: 'etiasValidUntil',
} as const satisfies Record<keyof TravelSettingsDto, keyof UserEntity>;
