/**
 * RPC patterns served by the notification service (gateway → notification).
 *
 * @example
 * this.notification.send(NotificationPatterns.SendBulkEmail, dto)
 */
export const NotificationPatterns = {
  /** BulkEmailDto → BulkEmailResultDto (one e-mail job per recipient) */
  SendBulkEmail: 'notification.bulk-emails.send',
} as const;

export type NotificationPattern = (typeof NotificationPatterns)[keyof typeof NotificationPatterns];
