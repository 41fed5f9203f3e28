/**
 * RPC patterns served by the notification service (gateway → notification). Its readiness probe
 * answers nest-core's `healthPattern('notification')` ('notification.health.check').
 *
 * @example
 * sendRpc<BulkEmailResultDto>(notification, 'notification', NotificationPatterns.SendBulkEmail, request)
 */
export const NotificationPatterns = {
  /**
   * SendBulkEmailRpcRequest → BulkEmailResultDto: the content stored once, one 'bulk-admin-email'
   * job per recipient; answers once each is delivered or failed, or the wait (BULK_EMAIL_WAIT_MS)
   * ends, so callers give it a longer budget. VALIDATION_FAILED, FORBIDDEN (the actor is not an
   * admin: nothing is queued)
   */
  SendBulkEmail: 'notification.bulk-emails.send',
  /**
   * ExportUserDataRpcRequest → NotificationUserDataDto (the scheduled reminders part of
   * GET /api/user/export)
   */
  ExportUserData: 'notification.user-data.export',
} as const;

export type NotificationPattern = (typeof NotificationPatterns)[keyof typeof NotificationPatterns];
