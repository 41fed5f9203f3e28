import type { UserDeletedBy } from '../auth/events/user-deleted.event';
import type { DonationProductCode } from '../billing/donation-tiers.constants';

/**
 * The BullMQ queue of outgoing e-mail. The notification service produces jobs (from events,
 * schedules and the admin bulk send); notification-worker renders and sends them. Producers set
 * attempts and backoff, and use the event id (or another stable key) as the job id so that a
 * retried event does not send twice.
 *
 * @example
 * await emailQueue.add(EmailJobs.PasswordReset, payload, { jobId: event.eventId, attempts: 5 });
 */
export const EMAIL_QUEUE = 'email';

export const EmailJobs = {
  PasswordReset: 'password-reset-email',
  UsernameReminder: 'username-reminder-email',
  AccountDeleted: 'account-deleted-email',
  BulkAdmin: 'bulk-admin-email',
  DonationReceipt: 'donation-receipt-email',
  WeeklySummary: 'weekly-summary-email',
  ComplianceReminder: 'compliance-reminder-email',
} as const;

export type EmailJobName = (typeof EmailJobs)[keyof typeof EmailJobs];

/** Who an e-mail goes to. `displayName` is the first name, or the username without one. */
export interface EmailRecipient {
  to: string;
  displayName: string;
}

export interface PasswordResetEmailJob extends EmailRecipient {
  /**
   * The reset request to attach a token to. The raw token never travels in a job: the worker makes
   * it, attaches only its SHA-256 (`AuthPatterns.AttachResetToken`) and puts it in the e-mail.
   */
  requestId: string;
  /** ISO 8601 timestamp after which the link no longer works. */
  expiresAt: string;
}

export interface UsernameReminderEmailJob extends EmailRecipient {
  username: string;
}

export interface AccountDeletedEmailJob extends EmailRecipient {
  deletedBy: UserDeletedBy;
}

export interface BulkAdminEmailJob extends EmailRecipient {
  /** Groups the jobs of one admin send. */
  batchId: string;
  userId: string;
  subject: string;
  /** The admin's HTML; the worker sanitises it before sending. */
  html: string;
}

export interface DonationReceiptEmailJob {
  to: string;
  /** Null for a visitor without an account. */
  displayName: string | null;
  paymentIntentId: string;
  amountPence: number;
  productCode: DonationProductCode;
  /** ISO 8601 timestamp. */
  donatedAt: string;
}

/** The compliance levels of the dashboard scale (SPEC §4), as computed by schengen-rules. */
export type ComplianceLevelName = 'safe' | 'warning' | 'danger' | 'exceeded';

export interface WeeklySummaryEmailJob extends EmailRecipient {
  userId: string;
  /** YYYY-MM-DD: the user's today when the summary was computed. */
  asOf: string;
  daysUsed: number;
  daysRemaining: number;
  level: ComplianceLevelName;
  isInsideSchengen: boolean;
}

export interface ComplianceReminderEmailJob extends EmailRecipient {
  userId: string;
  /** YYYY-MM-DD: the user's today when the reminder was computed. */
  asOf: string;
  daysUsed: number;
  daysRemaining: number;
  level: Exclude<ComplianceLevelName, 'safe'>;
  /** YYYY-MM-DD, or null when it cannot be computed. */
  lastDayToStay: string | null;
}

/** The payload type of each e-mail job, for typed producers and processors. */
export interface EmailJobPayloads {
  'password-reset-email': PasswordResetEmailJob;
  'username-reminder-email': UsernameReminderEmailJob;
  'account-deleted-email': AccountDeletedEmailJob;
  'bulk-admin-email': BulkAdminEmailJob;
  'donation-receipt-email': DonationReceiptEmailJob;
  'weekly-summary-email': WeeklySummaryEmailJob;
  'compliance-reminder-email': ComplianceReminderEmailJob;
}
