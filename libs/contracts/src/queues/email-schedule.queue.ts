import type { NotificationRecipientDto } from '../notification/dto/notification-recipients.dto';

/**
 * The BullMQ queue of the notification service's own scheduled work: a job scheduler adds a
 * 'morning-email-tick' every few minutes; each tick finds the users whose local time is in the
 * morning hour and fans them out as 'morning-email-batch' jobs of at most a batch size each; a
 * batch enqueues the users' last-day reminders and weekly summaries on the `email` queue. The
 * notification service both produces and processes these jobs (it holds the RPC clients and the
 * database they need); the queue uses the same `bullPrefix(REDIS_KEY_PREFIX)` as `email`.
 *
 * @example
 * await scheduleQueue.upsertJobScheduler('morning-emails', { pattern: '*\/15 * * * *' }, { name: EmailScheduleJobs.MorningTick });
 */
export const EMAIL_SCHEDULE_QUEUE = 'email-schedule';

export const EmailScheduleJobs = {
  MorningTick: 'morning-email-tick',
  MorningBatch: 'morning-email-batch',
} as const;

export type EmailScheduleJobName = (typeof EmailScheduleJobs)[keyof typeof EmailScheduleJobs];

/** 'morning-email-tick': no data; the tick reads the clock when it runs. */
export type MorningEmailTickJob = Record<string, never>;

/**
 * 'morning-email-batch': one page of users found by a tick. Every user's local date and hour are
 * read at `now`, so a retried batch computes the same e-mails (and the same job ids).
 */
export interface MorningEmailBatchJob {
  /** ISO 8601 instant of the tick. */
  now: string;
  recipients: NotificationRecipientDto[];
}

/** The payload type of each job of the `email-schedule` queue. */
export interface EmailScheduleJobPayloads {
  'morning-email-tick': MorningEmailTickJob;
  'morning-email-batch': MorningEmailBatchJob;
}
