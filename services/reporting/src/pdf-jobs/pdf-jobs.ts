import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

import {
  AppError,
  PDF_EXPORT_FAILED_MESSAGE,
  PdfRenderJobs,
  type PdfRendererStatusDto,
  RateLimitedError,
  ServiceUnavailableError,
  type TravelHistoryPdfJob,
  type TravelPdfStatusDto,
  pdfFileKey,
} from '@app/contracts';

import type { ReportingEnv } from '../config/env.schema';
import { pdfJobOptions } from './pdf-job-options';
import { readPdfRenderers } from './pdf-renderers';

const FALLBACK_FILE_NAME = 'schengen-travel-history.pdf';
const STATES_STILL_OPEN = new Set([
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
]);

/**
 * The producer side of the `pdf-render` queue and the reader of its results: refuses a request
 * when no worker can render (503 naming what to install), limits requests per user, enqueues, and
 * answers a job's status with the rendered file once the worker has stored it in Redis.
 */
export class PdfJobs implements OnApplicationShutdown {
  private readonly logger = new Logger('PdfJobs');

  constructor(
    private readonly queue: Queue,
    private readonly redis: Redis,
    private readonly env: ReportingEnv,
  ) {
    // Without a listener an 'error' event would end the process; ioredis reconnects by itself.
    const report = (error: Error): void => this.logger.warn(`Redis: ${error.message}`);
    queue.on('error', report);
    redis.on('error', report);
  }

  /** Whether a PDF worker runs and has Chromium (for the readiness probe and each request). */
  renderers(now: number): Promise<PdfRendererStatusDto> {
    return readPdfRenderers(this.redis, this.env.REDIS_KEY_PREFIX, now);
  }

  /** Throws a 503 naming what is missing unless a worker with Chromium is running. */
  async assertRenderable(now: number): Promise<void> {
    const status = await this.renderers(now);
    if (!status.chromium) throw new ServiceUnavailableError(status.message ?? undefined);
  }

  /** Counts one request of the user; throws a 429 past `PDF_REQUESTS_PER_MINUTE`. */
  async countRequest(userId: string, now: number): Promise<void> {
    const minute = Math.floor(now / 60_000);
    const key = `${this.env.REDIS_KEY_PREFIX}reporting:pdf-requests:${userId}:${minute}`;
    const results = await this.redis.multi().incr(key).expire(key, 120).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count > this.env.PDF_REQUESTS_PER_MINUTE) {
      throw new RateLimitedError({
        message: 'Too many PDF exports in a minute. Please wait a moment and try again.',
        retryAfterSeconds: 60 - Math.floor((now % 60_000) / 1_000),
      });
    }
  }

  async enqueue(job: TravelHistoryPdfJob): Promise<void> {
    await this.queue.add(PdfRenderJobs.TravelHistory, job, pdfJobOptions(this.env, job.requestId));
  }

  /**
   * The job's status for its owner: ready (with the PDF) once the worker stored the file, pending
   * while it is queued, rendering or waiting for a retry; a 503 once it failed for good; a 404 for
   * an unknown or expired job and for another user's (the file's key holds the owner's id).
   */
  async status(userId: string, jobId: string): Promise<TravelPdfStatusDto> {
    const fileKey = pdfFileKey(this.env.REDIS_KEY_PREFIX, userId, jobId);
    const [pdf, job] = await Promise.all([this.redis.getBuffer(fileKey), this.queue.getJob(jobId)]);
    const data = job?.data as Partial<TravelHistoryPdfJob> | undefined;
    if (pdf) return readyStatus(jobId, data?.fileName, pdf);
    if (!job || data?.userId !== userId) throw notFound(jobId);
    const state = await job.getState();
    if (state === 'failed') throw new ServiceUnavailableError(PDF_EXPORT_FAILED_MESSAGE);
    if (STATES_STILL_OPEN.has(state)) return { jobId, status: 'pending' };
    // Completed: the file was stored just after the first look, or it has expired.
    const late = await this.redis.getBuffer(fileKey);
    if (late) return readyStatus(jobId, data.fileName, late);
    throw notFound(jobId);
  }

  /** Throws unless Redis answers. */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

function notFound(jobId: string): AppError {
  return new AppError(
    'NOT_FOUND',
    'This PDF export does not exist or has expired. Please export again.',
    { details: { resource: 'PDF export', id: jobId } },
  );
}

function readyStatus(jobId: string, fileName: string | undefined, pdf: Buffer): TravelPdfStatusDto {
  return {
    jobId,
    status: 'ready',
    file: {
      file_name: fileName ?? FALLBACK_FILE_NAME,
      content_type: 'application/pdf',
      content: pdf.toString('base64'),
      encoding: 'base64',
    },
  };
}
