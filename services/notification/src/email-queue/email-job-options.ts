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
    ...retryOptions(env),
    removeOnComplete: { age: COMPLETED_EMAIL_JOB_RETENTION_S },
    removeOnFail: false,
  };
}

/**
 * The tries of this service's jobs (e-mails, morning batches, settled level checks):
 * `EMAIL_JOB_ATTEMPTS`, exponential backoff from `EMAIL_RETRY_DELAY_MS` with 50 % jitter.
 *
 * @example
 * await queue.add(name, data, { ...retryOptions(env), removeOnFail: { age: 604_800 } });
 */
export function retryOptions(env: NotificationEnv): Pick<JobsOptions, 'attempts' | 'backoff'> {
  return {
    attempts: env.EMAIL_JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: env.EMAIL_RETRY_DELAY_MS, jitter: 0.5 },
  };
}
