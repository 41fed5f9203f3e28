import type { LanguageCode } from '@app/i18n';

/** Who may use the admin area. Set by the server; the first admin is seeded from configuration. */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * The current user as the API returns it (SPEC §3, GET /api/user, POST /api/login and
 * /api/register). Never includes the password hash.
 */
export interface UserDto extends TravelSettingsDto {
  id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  /** IANA time zone, default 'UTC'. */
  timezone: string;
  email_reminders: boolean;
  weekly_summaries: boolean;
  /** Beyond SPEC: an administrator's announcements (bulk e-mail), default true. */
  product_updates: boolean;
  has_donated: boolean;
  login_count: number;
  /** YYYY-MM-DD */
  passport_issue_date: string | null;
  /** YYYY-MM-DD */
  passport_expiry_date: string | null;
  /** ISO 8601 timestamp. */
  created_at: string;
  role: UserRole;
  /**
   * Beyond SPEC: a new e-mail address waiting for its confirmation link (null when none); until
   * then `email` keeps the reminders.
   */
  pending_email: string | null;
  /**
   * Beyond SPEC (issue #21): the language the user chose for the app, their e-mails and PDFs;
   * null follows the browser's languages (e-mails and PDFs without a browser: English). The auth
   * service always sends it; optional only until the SPA's own test builders carry it.
   */
  language?: LanguageCode | null;
}

/**
 * SPEC §3 "Other locally stored settings" that belong to the traveller, not to a browser: kept in
 * the profile so that they follow the user across devices and never carry over to another
 * account on the same browser. Changed with PATCH /api/user/travel-settings.
 */
export interface TravelSettingsDto {
  /** 'EES biometric registration completed' (SPEC §2 EES card): no EES warnings once set. */
  ees_registered: boolean;
  /** The EES notice of planned visits (SPEC §5) has been shown to this user. */
  ees_notice_shown: boolean;
  /** YYYY-MM-DD: the Insurance Year Calculator's period (SPEC §2), inclusive. */
  insurance_start_date: string | null;
  /** YYYY-MM-DD, never before `insurance_start_date`. */
  insurance_end_date: string | null;
  /** YYYY-MM-DD: the travel authorisation (ETIAS card) applied date. */
  etias_applied_date: string | null;
  etias_received: boolean;
  /** YYYY-MM-DD, never before `etias_applied_date`. */
  etias_valid_until: string | null;
}

/** One user as the admin screens see it (SPEC §3, user details response). */
export interface AdminUserDto {
  id: string;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  /** ISO 8601 timestamp. */
  created_at: string;
}
