import type { JobsOptions } from 'bullmq';

import { PDF_FILE_TTL_SECONDS } from '@app/contracts';

import type { ReportingEnv } from '../config/env.schema';

/** A failed PDF job is kept this long (seconds): its status answers "failed" until then. */
export const FAILED_PDF_JOB_RETENTION_S = 24 * 3_600;

/**
 * The options of every PDF job, set here when enqueueing (never in the processor): the request id
 * as `jobId` (so the same request cannot render twice), `PDF_JOB_ATTEMPTS` tries with exponential
 * backoff from `PDF_RETRY_DELAY_MS`, completed jobs kept as long as their file.
 */
export function pdfJobOptions(env: ReportingEnv, requestId: string): JobsOptions {
  return {
    jobId: requestId,
    attempts: env.PDF_JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: env.PDF_RETRY_DELAY_MS },
    removeOnComplete: { age: PDF_FILE_TTL_SECONDS },
    removeOnFail: { age: FAILED_PDF_JOB_RETENTION_S },
  };
}
