/** POST /api/cleanup-entries: how many of the user's orphaned entries were removed. */
export interface CleanupResultDto {
  deletedCount: number;
}

/** POST /api/admin/cleanup-all-entries: orphaned entries removed across every user. */
export interface AdminCleanupResultDto {
  totalDeleted: number;
  usersAffected: number;
}
