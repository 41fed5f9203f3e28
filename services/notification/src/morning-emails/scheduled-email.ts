import type { EmailJobRequest } from '../email-queue/email-queue';

/** The kinds of e-mail the morning scheduler sends, each at most once per user and period. */
export type ScheduledEmailKind = 'last-day-reminder' | 'weekly-summary';

/** One e-mail the morning scheduler wants to send, with its once-only key. */
export interface ScheduledEmail {
  userId: string;
  kind: ScheduledEmailKind;
  /** The user's local date (a reminder) or ISO week (a summary). */
  period: string;
  request: EmailJobRequest;
}

/**
 * The job id of a scheduled e-mail: its once-only key (`scheduled_emails`), so that BullMQ also
 * ignores a second enqueue of it. No ':' (BullMQ reserves it in custom ids).
 *
 * @example
 * scheduledEmailJobId('weekly-summary', userId, '2026-W23') // → 'weekly-summary.<userId>.2026-W23'
 */
export function scheduledEmailJobId(
  kind: ScheduledEmailKind,
  userId: string,
  period: string,
): string {
  return `${kind}.${userId}.${period}`;
}
