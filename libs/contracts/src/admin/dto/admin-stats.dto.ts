/** One row of the admin 'User Activity' list (SPEC §3). */
export interface AdminUserListItemDto {
  id: string;
  username: string;
  email: string;
  /** ISO 8601 timestamp. */
  created_at: string;
  entry_count: number;
  /** YYYY-MM-DD of the user's latest travel record, or null when there is none. */
  last_entry_date: string | null;
}

/**
 * GET /api/admin/stats (SPEC §3, §7). `users` is one page (newest account first; default 100,
 * `?limit=` up to 1,000); `next_cursor` is passed back as `?cursor=` for the next page, null on
 * the last one. The totals always cover every user.
 */
export interface AdminStatsDto {
  total_users: number;
  total_entries: number;
  active_users_last_7_days: number;
  users: AdminUserListItemDto[];
  next_cursor: string | null;
}

/** GET /api/admin/users/ids: every user's id (newest first), for 'Select All'. */
export interface AdminUserIdsDto {
  ids: string[];
}

/** One line of the admin audit log. */
export interface AdminAuditEntryDto {
  actor_id: string;
  action: string;
  target: string;
  /** ISO 8601 timestamp. */
  at: string;
  details: Record<string, unknown>;
}
