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

/** GET /api/admin/stats (SPEC §3, §7). */
export interface AdminStatsDto {
  total_users: number;
  total_entries: number;
  active_users_last_7_days: number;
  users: AdminUserListItemDto[];
}
