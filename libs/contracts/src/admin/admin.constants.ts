/** Users per page of GET /api/admin/stats when the call gives no `limit`. */
export const ADMIN_USERS_DEFAULT_PAGE = 100;
/** The largest `limit` GET /api/admin/stats accepts. */
export const ADMIN_USERS_MAX_PAGE = 1_000;
/**
 * SPEC §9 "Active user metric: last 7 days". A user is active when they registered or created,
 * changed or deleted a travel record (an event about them) within the 7 × 24 hours before now.
 */
export const ADMIN_ACTIVE_DAYS = 7;

/** SPEC §9 "Admin user CSV" columns, in order. */
export const ADMIN_USERS_CSV_COLUMNS = [
  'ID',
  'Username',
  'Email',
  'Created At',
  'Entry Count',
  'Last Entry Date',
] as const;

/** The admin CSV's default locale and time zone (the SPA passes the browser's own). */
export const ADMIN_CSV_DEFAULT_LOCALE = 'en-GB';
export const ADMIN_CSV_DEFAULT_TIME_ZONE = 'UTC';

/** Shown to a signed-in user who is not an administrator (403). */
export const NOT_AN_ADMIN_MESSAGE = 'You are not authorised to use the admin area.';
/** An administrator cannot delete their own account from the admin console (409). */
export const CANNOT_DELETE_SELF_MESSAGE =
  'You cannot delete your own account from the admin console.';

/** What the audit log records (who, what, when, target). */
export const ADMIN_ACTIONS = [
  'user.deleted',
  'entry.deleted',
  'entries.cleaned-up',
  'email.sent',
  'users-csv.exported',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/**
 * The admin user CSV's file name: the product name in lower-case kebab form, 'users' and the ISO
 * date, e.g. `schengen-tracker-users-2026-11-22.csv` (safe in every file system and header).
 *
 * @example
 * adminUsersFileName('Schengen Tracker', '2026-11-22') // → 'schengen-tracker-users-2026-11-22.csv'
 */
export function adminUsersFileName(productName: string, isoDate: string): string {
  const slug = productName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  return `${slug || 'export'}-users-${isoDate}.csv`;
}
