import type { BulkEmailDto } from '@app/contracts';

/** POST /api/admin/send-email (SPEC §3 "Bulk e-mail payload"). */
export type SendAdminEmailRequest = Pick<BulkEmailDto, 'userIds' | 'subject' | 'message'>;

/** DELETE /api/admin/users/{userId}/entries/{entryId}. */
export interface DeleteUserEntryRequest {
  userId: string;
  entryId: string;
}

/** How many users one page of the stats list holds (the server takes up to 1,000). */
export const ADMIN_USERS_PAGE_SIZE = 50;
