import type { UserDeletedBy } from '../auth/events/user-deleted.event';
import type { DonationProductCode } from '../billing/donation-tiers.constants';

/**
 * The BullMQ queue of outgoing e-mail. The notification service produces jobs (from events,
 * schedules and the admin bulk send); notification-worker renders and sends them. Producers set
 * attempts and backoff, and use the event id (or another stable key) as the job id so that a
 * retried event does not send twice.
 *
 * Both sides open the queue with `prefix: bullPrefix(REDIS_KEY_PREFIX)`, so that deployments (and
 * test files) sharing one Redis keep apart.
 *
 * @example
 * await emailQueue.add(EmailJobs.PasswordReset, payload, { jobId, attempts: 8, backoff });
 */
export const EMAIL_QUEUE = 'email';

/**
 * The BullMQ key prefix for a process's `REDIS_KEY_PREFIX` (BullMQ's own default is 'bull').
 *
 * @example
 * new Queue(EMAIL_QUEUE, { connection, prefix: bullPrefix('staging:') }) // keys 'staging:bull:email:…'
 */
export function bullPrefix(redisKeyPrefix: string): string {
  return `${redisKeyPrefix}bull`;
}

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

/**
 * The account an e-mail of the account-recovery kind goes to. `userId` lets the notification
 * service drop a deleted user's pending jobs; `username` is the greeting (the auth events carry no
 * first name).
 */
export interface AccountEmailRecipient {
  userId: string;
  to: string;
  username: string;
}

/** 'username-reminder-email': the forgot-username answer, with the username and a sign-in link. */
export type UsernameReminderEmailJob = AccountEmailRecipient;

/**
 * 'password-reset-email'. The raw token never travels in a job: the worker derives it from
 * `requestId` (HMAC with its own secret, so a retry derives the same one), attaches only its
 * SHA-256 through `AuthPatterns.AttachResetToken`, and puts the raw token in the e-mail alone.
 */
export interface PasswordResetEmailJob extends AccountEmailRecipient {
  /** The reset request (`PasswordResetRequestedEvent.requestId`). */
  requestId: string;
  /** ISO 8601 timestamp after which the link no longer works. */
  expiresAt: string;
}

/** 'account-deleted-email': the confirmation that an account and its data are gone. */
export interface AccountDeletedEmailJob extends AccountEmailRecipient {
  deletedBy: UserDeletedBy;
}

/**
 * 'bulk-admin-email': one recipient of an admin send (SPEC §5). The job id is
 * `bulk:<batchId>:<userId>`; the worker sanitises `html` to the editor's allowed set and adds
 * one-click unsubscribe headers (`signUnsubscribeToken`).
 */
export interface BulkAdminEmailJob extends AccountEmailRecipient {
  /** Trimmed, one line. */
  subject: string;
  /** The admin's HTML as sent; the worker sanitises it before sending. */
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
