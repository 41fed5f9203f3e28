import type { LanguageCode } from '@app/i18n';

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
  PasswordChanged: 'password-changed-email',
  EmailChangeNotice: 'email-change-notice-email',
  EmailChangeConfirm: 'email-change-confirm-email',
} as const;

export type EmailJobName = (typeof EmailJobs)[keyof typeof EmailJobs];

/** Who an e-mail goes to. `displayName` is the first name, or the username without one. */
export interface EmailRecipient {
  to: string;
  displayName: string;
  /** The language of the e-mail (the profile's choice); null or absent is English. */
  language?: LanguageCode | null;
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
  /** The language of the e-mail (the profile's choice); null or absent is English. */
  language?: LanguageCode | null;
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

/** 'password-changed-email': the notice that the account's password was changed. */
export type PasswordChangedEmailJob = AccountEmailRecipient;

/**
 * 'email-change-notice-email': to the account's confirmed address (`to`), the notice that a change
 * to `newEmail` was asked for (the address is shown masked, never as a link).
 */
export interface EmailChangeNoticeEmailJob extends AccountEmailRecipient {
  newEmail: string;
}

/**
 * 'email-change-confirm-email': to the new address (`to`), the confirmation link. As for
 * 'password-reset-email', the job holds the request id, never a token.
 */
export interface EmailChangeConfirmEmailJob extends AccountEmailRecipient {
  /** The change request (`EmailChangeRequestedEvent.requestId`). */
  requestId: string;
  /** ISO 8601 timestamp after which the link no longer works. */
  expiresAt: string;
}

/**
 * 'bulk-admin-email': one recipient of an admin send (SPEC §5). The job id is
 * `bulk.<batchId>.<userId>`. The subject and HTML are not in the job: the notification service
 * stores them once per send (`BulkEmailContent` under `bulkEmailContentKey`) before enqueueing,
 * and the worker reads them by `batchId`, sanitises the HTML to the editor's allowed set and adds
 * one-click unsubscribe headers (`signUnsubscribeToken`). A job whose content is gone fails for
 * good, without retries.
 */
export interface BulkAdminEmailJob extends AccountEmailRecipient {
  /** The send this recipient belongs to: the key of its stored content. */
  batchId: string;
}

/** What an admin send stores once for all its jobs (JSON under `bulkEmailContentKey`). */
export interface BulkEmailContent {
  /** Trimmed, one line. */
  subject: string;
  /** The admin's HTML as sent; the worker sanitises it before sending. */
  html: string;
}

/**
 * How long (seconds) a send's content is kept: 14 days, well past the jobs' retry horizon (8
 * attempts from 5 s, doubling: about 11 minutes) and a backlog of days behind a slow mail server.
 */
export const BULK_EMAIL_CONTENT_TTL_S = 14 * 24 * 3_600;

/**
 * The Redis key of a send's `BulkEmailContent`, under the process's `REDIS_KEY_PREFIX` like every
 * other key (producer and worker must share the prefix).
 *
 * @example
 * bulkEmailContentKey('staging:', batchId) // → 'staging:email:bulk-content:<batchId>'
 */
export function bulkEmailContentKey(redisKeyPrefix: string, batchId: string): string {
  return `${redisKeyPrefix}email:bulk-content:${batchId}`;
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
  /** The donor's profile language when they gave signed in; null or absent is English. */
  language?: LanguageCode | null;
}

/** The compliance levels of the dashboard scale (SPEC §4), as computed by schengen-rules. */
export type ComplianceLevelName = 'safe' | 'warning' | 'danger' | 'exceeded';

/** A visit that starts after the user's today (SPEC §3 "Visit"; country from its entry record). */
export interface PlannedTripSummary {
  /** YYYY-MM-DD */
  entryDate: string;
  /** YYYY-MM-DD, or null when no exit is recorded yet. */
  exitDate: string | null;
  country: string | null;
}

/** Another traveller of the account than the account holder, whom an e-mail is about (issue #22). */
export interface EmailTraveller {
  id: string;
  name: string;
}

/** Another traveller's figures in the account's weekly summary, on the summary's `asOf`. */
export interface TravellerWeekSummary extends EmailTraveller {
  daysUsed: number;
  daysRemaining: number;
  level: ComplianceLevelName;
  isInsideSchengen: boolean;
  /** YYYY-MM-DD: the 'Last day to stay' of the visit the traveller is in; null when outside. */
  lastDayToStay: string | null;
}

/**
 * 'weekly-summary-email': on Monday morning in the user's time zone, for users with
 * `weekly_summaries` on: the account holder's figures, then each other traveller's. Job id
 * `weekly-summary.<userId>.<week>` (one per account and ISO week).
 */
export interface WeeklySummaryEmailJob extends EmailRecipient {
  userId: string;
  /** YYYY-MM-DD: the user's today when the summary was computed. */
  asOf: string;
  /** The ISO week of `asOf`, e.g. '2026-W23'. */
  week: string;
  daysUsed: number;
  daysRemaining: number;
  level: ComplianceLevelName;
  isInsideSchengen: boolean;
  /** YYYY-MM-DD: SPEC's 'Last day to stay' of the visit the user is in; null when outside. */
  lastDayToStay: string | null;
  /** The next visit starting after `asOf`, or null when none is recorded. */
  nextTrip: PlannedTripSummary | null;
  /**
   * The account's other travellers (ADR 0034 part 5), in the account's order; absent (a job
   * enqueued before travellers were summarised) or empty: none.
   */
  otherTravellers?: TravellerWeekSummary[];
}

interface ComplianceReminderFacts extends EmailRecipient {
  userId: string;
  /**
   * The traveller the reminder is about when it is not the account holder (ADR 0034 part 5): the
   * e-mail names them and links to their dashboard. Absent: the account holder (SPEC's text).
   */
  traveller?: EmailTraveller;
  /** YYYY-MM-DD: the day the figures are for. */
  asOf: string;
  /** Days used in the 180-day window ending on `asOf`. */
  daysUsed: number;
}

/**
 * Changes of a traveller's records raised their level (dashboard scale) into warning, danger
 * or exceeded, and it held through the settle window (`compliance-settle` queue): the figures were
 * read from travel when the window ended, on `asOf`, the user's today in their profile time zone.
 * Job id `level-change.<userId>.<n>`, `level-change.<userId>.<travellerId>.<n>` for another
 * traveller (n: the changes settled before, so one e-mail per rise).
 */
export interface LevelChangeReminderEmailJob extends ComplianceReminderFacts {
  reason: 'level-change';
  level: Exclude<ComplianceLevelName, 'safe'>;
  previousLevel: ComplianceLevelName;
}

/**
 * During the visit the traveller is in today (no exit recorded yet, or an exit today or later), the
 * last day to stay is `daysUntilLastDay` (14, 7, 3 or 1) days after the user's today. Job id
 * `last-day-reminder.<userId>.<asOf>`, `last-day-reminder.<userId>.<travellerId>.<asOf>` for
 * another traveller (one per traveller and local day).
 */
export interface LastDayReminderEmailJob extends ComplianceReminderFacts {
  reason: 'last-day';
  level: ComplianceLevelName;
  daysRemaining: number;
  /** YYYY-MM-DD: the current visit's entry day. */
  entryDate: string;
  /** YYYY-MM-DD: SPEC's 'Last day to stay' of the current visit. */
  lastDayToStay: string;
  daysUntilLastDay: number;
}

/**
 * 'compliance-reminder-email' (preference `email_reminders`): a level change or a last-day
 * reminder, told apart by `reason`.
 */
export type ComplianceReminderEmailJob = LevelChangeReminderEmailJob | LastDayReminderEmailJob;

/** The payload type of each e-mail job, for typed producers and processors. */
export interface EmailJobPayloads {
  'password-reset-email': PasswordResetEmailJob;
  'username-reminder-email': UsernameReminderEmailJob;
  'account-deleted-email': AccountDeletedEmailJob;
  'bulk-admin-email': BulkAdminEmailJob;
  'donation-receipt-email': DonationReceiptEmailJob;
  'weekly-summary-email': WeeklySummaryEmailJob;
  'compliance-reminder-email': ComplianceReminderEmailJob;
  'password-changed-email': PasswordChangedEmailJob;
  'email-change-notice-email': EmailChangeNoticeEmailJob;
  'email-change-confirm-email': EmailChangeConfirmEmailJob;
}
