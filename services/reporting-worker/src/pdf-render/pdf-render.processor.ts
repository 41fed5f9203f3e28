import { Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';

import { PdfRenderJobs, type PdfRenderJobResult, type TravelHistoryPdfJob } from '@app/contracts';

import { RenderTravelHistory } from './handlers/render-travel-history';

/**
 * The `pdf-render` queue's processor: checks the job is whole, dispatches by job name to one
 * handler each, and logs start and end with the job id and duration. Retries and backoff are the
 * producer's job options; a job it cannot handle fails for good.
 */
@Injectable()
export class PdfRenderProcessor {
  private readonly logger = new Logger('PdfRenderProcessor');

  constructor(private readonly travelHistory: RenderTravelHistory) {}

  async process(job: Job): Promise<PdfRenderJobResult> {
    const started = Date.now();
    const label = `Job ${job.id} (${job.name}, attempt ${job.attemptsMade + 1})`;
    this.logger.log(`${label} started`);
    try {
      const result = await this.dispatch(job);
      this.logger.log(
        `${label} ${result.status} (${result.bytes} bytes) in ${Date.now() - started} ms`,
      );
      return result;
    } catch (error) {
      this.logger.warn(
        `${label} failed in ${Date.now() - started} ms: ${(error as Error).message}`,
      );
      throw error;
    }
  }

  private dispatch(job: Job): Promise<PdfRenderJobResult> {
    switch (job.name) {
      case PdfRenderJobs.TravelHistory:
        return this.travelHistory.handle(travelHistoryJob(job));
      default:
        throw new UnrecoverableError(`No handler for PDF job "${job.name}"`);
    }
  }
}

/** The job's payload, after the checks that keep a malformed one from rendering or retrying. */
function travelHistoryJob(job: Job): TravelHistoryPdfJob {
  const data = job.data as Partial<TravelHistoryPdfJob> | undefined;
  const whole =
    typeof data?.userId === 'string' &&
    data.requestId === job.id &&
    ['productName', 'generatedFor', 'reportDate', 'fileName'].every(
      (field) => typeof data[field as keyof TravelHistoryPdfJob] === 'string',
    ) &&
    (data.travellerName === undefined || typeof data.travellerName === 'string');
  if (!whole) throw new UnrecoverableError(`PDF job ${job.id} has a malformed payload`);
  return data as TravelHistoryPdfJob;
}
