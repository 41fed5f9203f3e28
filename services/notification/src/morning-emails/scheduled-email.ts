import type { EmailJobRequest } from '../email-queue/email-queue';

/** The kinds of e-mail the morning scheduler sends, each at most once per key and period. */
export type ScheduledEmailKind = 'last-day-reminder' | 'weekly-summary';

/** One e-mail the morning scheduler wants to send, with its once-only key. */
export interface ScheduledEmail {
  userId: string;
  /** The traveller it is about when not the account holder (null: the holder, or the account). */
  travellerId: string | null;
  kind: ScheduledEmailKind;
  /** The user's local date (a reminder) or ISO week (a summary). */
  period: string;
  request: EmailJobRequest;
}

/**
 * The job id of a scheduled e-mail: its once-only key (`scheduled_emails`), so that BullMQ also
 * ignores a second enqueue of it. No ':' (BullMQ reserves it in custom ids). An e-mail about
 * another traveller than the account holder has the traveller in its key.
 *
 * @example
 * scheduledEmailJobId('weekly-summary', userId, '2026-W23') // → 'weekly-summary.<userId>.2026-W23'
 * scheduledEmailJobId('last-day-reminder', userId, '2026-06-01', travellerId)
 * // → 'last-day-reminder.<userId>.<travellerId>.2026-06-01'
 */
export function scheduledEmailJobId(
  kind: ScheduledEmailKind,
  userId: string,
  period: string,
  travellerId?: string | null,
): string {
  return travellerId ? `${kind}.${userId}.${travellerId}.${period}` : `${kind}.${userId}.${period}`;
}
