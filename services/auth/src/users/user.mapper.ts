import type { UserDto } from '@app/contracts';

import type { UserEntity } from './user.entity';

/**
 * The wire shape of an account (SPEC field names). Passport dates stay `YYYY-MM-DD`; `created_at`
 * is an ISO 8601 timestamp. The password hash never leaves the service.
 *
 * @example
 * return toUserDto(await this.users.findOneByOrFail({ id }));
 */
export function toUserDto(user: UserEntity): UserDto {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    timezone: user.timezone,
    email_reminders: user.emailReminders,
    weekly_summaries: user.weeklySummaries,
    product_updates: user.productUpdates,
    has_donated: user.hasDonated,
    login_count: user.loginCount,
    passport_issue_date: user.passportIssueDate,
    passport_expiry_date: user.passportExpiryDate,
    created_at: user.createdAt.toISOString(),
    role: user.role,
    pending_email: pendingEmailOf(user),
    language: user.language,
    ees_registered: user.eesRegistered,
    ees_notice_shown: user.eesNoticeShown,
    insurance_start_date: user.insuranceStartDate,
    insurance_end_date: user.insuranceEndDate,
    etias_applied_date: user.etiasAppliedDate,
    etias_received: user.etiasReceived,
    etias_valid_until: user.etiasValidUntil,
  };
}

/** The pending e-mail while its link still works, else null. */
function pendingEmailOf(user: UserEntity, now = Date.now()): string | null {
  const expiresAt = user.pendingEmailExpiresAt;
  return expiresAt !== null && expiresAt.getTime() > now ? user.pendingEmail : null;
}
