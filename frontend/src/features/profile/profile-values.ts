import type { UserDto } from '@app/contracts';

import type { UpdateProfileRequest } from './api/profile-api';
import { isNewEmail, type ProfileFormValues } from './schemas/profile-form.schema';

/** The form's starting values: nulls become empty fields. */
export function profileValuesOf(user: UserDto): ProfileFormValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email,
    current_password: '',
    timezone: user.timezone || 'UTC',
    passport_issue_date: user.passport_issue_date ?? '',
    passport_expiry_date: user.passport_expiry_date ?? '',
    email_reminders: user.email_reminders,
    weekly_summaries: user.weekly_summaries,
    product_updates: user.product_updates,
  };
}

/**
 * The PUT body: trimmed, and empty fields sent as null ("not set"); the current password only
 * with a new address.
 */
export function profileRequestOf(
  values: ProfileFormValues,
  currentEmail: string,
): UpdateProfileRequest {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  const passwordForNewEmail =
    isNewEmail(values.email, currentEmail) && values.current_password
      ? { current_password: values.current_password }
      : {};
  return {
    ...passwordForNewEmail,
    first_name: orNull(values.first_name),
    last_name: orNull(values.last_name),
    email: values.email.trim(),
    timezone: values.timezone,
    passport_issue_date: orNull(values.passport_issue_date),
    passport_expiry_date: orNull(values.passport_expiry_date),
    email_reminders: values.email_reminders,
    weekly_summaries: values.weekly_summaries,
    product_updates: values.product_updates,
  };
}
