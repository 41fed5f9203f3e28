import type { JobsOptions } from 'bullmq';

import type { NotificationEnv } from '../config/env.schema';

/** Completed e-mail jobs are kept this long (seconds), so a late duplicate `add` is still a no-op. */
export const COMPLETED_EMAIL_JOB_RETENTION_S = 7 * 24 * 3_600;

/**
 * The options of every e-mail job, set here when enqueueing (never in the processor): a stable
 * `jobId` (BullMQ ignores an `add` whose id exists, so a redelivered event cannot enqueue twice),
 * `EMAIL_JOB_ATTEMPTS` tries with exponential backoff from `EMAIL_RETRY_DELAY_MS` and 50 % jitter
 * (BullMQ's built-in strategy), completed jobs kept 7 days, failed jobs kept for inspection.
 *
 * @example
 * await queue.add(EmailJobs.UsernameReminder, data, emailJobOptions(env, eventJobId(eventId)));
 */
export function emailJobOptions(env: NotificationEnv, jobId: string): JobsOptions {
  return {
    jobId,
    attempts: env.EMAIL_JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: env.EMAIL_RETRY_DELAY_MS, jitter: 0.5 },
    removeOnComplete: { age: COMPLETED_EMAIL_JOB_RETENTION_S },
    removeOnFail: false,
  };
}
