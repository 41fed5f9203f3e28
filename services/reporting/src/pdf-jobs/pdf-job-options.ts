import type { JobsOptions } from 'bullmq';

import { PDF_FILE_TTL_SECONDS } from '@app/contracts';

import type { ReportingEnv } from '../config/env.schema';

/** A failed PDF job is kept this long (seconds): its status answers "failed" until then. */
export const FAILED_PDF_JOB_RETENTION_S = 24 * 3_600;

/**
 * The most finished PDF jobs of each kind (completed, failed) kept in Redis, whatever their age:
 * each is small (no history, no file), and the status of an older one is still answered from its
 * file (completed) or as "export again" (failed).
 */
export const FINISHED_PDF_JOBS_KEPT = 1_000;

/**
 * The options of every PDF job, set here when enqueueing (never in the processor): the request id
 * as `jobId` (so the same request cannot render twice), one of the user's job slots as its
 * deduplication id (held until the job has completed or failed for good: `pdfJobSlots`),
 * `PDF_JOB_ATTEMPTS` tries with exponential backoff from `PDF_RETRY_DELAY_MS`, completed jobs kept
 * as long as their file and failed ones a day, at most FINISHED_PDF_JOBS_KEPT of each.
 */
export function pdfJobOptions(env: ReportingEnv, requestId: string, slot: string): JobsOptions {
  return {
    jobId: requestId,
    deduplication: { id: slot },
    attempts: env.PDF_JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: env.PDF_RETRY_DELAY_MS },
    removeOnComplete: { age: PDF_FILE_TTL_SECONDS, count: FINISHED_PDF_JOBS_KEPT },
    removeOnFail: { age: FAILED_PDF_JOB_RETENTION_S, count: FINISHED_PDF_JOBS_KEPT },
  };
}
