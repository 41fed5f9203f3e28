/** Who may use the admin area. Set by the server; the first admin is seeded from configuration. */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * The current user as the API returns it (SPEC §3, GET /api/user, POST /api/login and
 * /api/register). Never includes the password hash.
 */
export interface UserDto {
  id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  /** IANA time zone, default 'UTC'. */
  timezone: string;
  email_reminders: boolean;
  weekly_summaries: boolean;
  has_donated: boolean;
  login_count: number;
  /** YYYY-MM-DD */
  passport_issue_date: string | null;
  /** YYYY-MM-DD */
  passport_expiry_date: string | null;
  /** ISO 8601 timestamp. */
  created_at: string;
  role: UserRole;
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
