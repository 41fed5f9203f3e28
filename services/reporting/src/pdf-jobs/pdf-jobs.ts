import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

import {
  AppError,
  PDF_EXPORT_FAILED_MESSAGE,
  PDF_JOB_DATA_MAX_BYTES,
  PDF_JOBS_PER_USER,
  PdfRenderJobs,
  type PdfRendererStatusDto,
  RateLimitedError,
  ServiceUnavailableError,
  type TravelHistoryPdfJob,
  type TravelPdfStatusDto,
  pdfFileKey,
  pdfJobSlots,
} from '@app/contracts';
import { QueueProducer } from '@app/nest-core';
import { currentCarrier } from '@app/observability';

import type { ReportingEnv } from '../config/env.schema';
import { pdfJobOptions } from './pdf-job-options';
import { readPdfRenderers } from './pdf-renderers';

const FALLBACK_FILE_NAME = 'schengen-travel-history.pdf';
/** When a user with every job slot taken may try again (s): a PDF takes about a second. */
const ALL_SLOTS_TAKEN_RETRY_AFTER_S = 5;
const STATES_STILL_OPEN = new Set([
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
]);

/**
 * The producer side of the `pdf-render` queue and the reader of its results: refuses a request
 * when no worker can render (503 naming what to install), limits requests per user (per minute,
 * and `PDF_JOBS_PER_USER` open at once), enqueues a small job, tells the worker which job it is
 * rendering, and answers a job's status with the rendered file once the worker has stored it.
 */
export class PdfJobs extends QueueProducer {
  constructor(
    queue: Queue,
    private readonly redis: Redis,
    private readonly env: ReportingEnv,
  ) {
    super('PdfJobs', queue, { redis });
  }

  /** Whether a PDF worker runs and has Chromium (for the readiness probe and each request). */
  renderers(now: number): Promise<PdfRendererStatusDto> {
    return readPdfRenderers(this.redis, this.env.REDIS_KEY_PREFIX, now);
  }

  /** Throws unless at least one PDF worker reports in (with or without Chromium). */
  async assertWorkerReporting(now: number): Promise<void> {
    const status = await this.renderers(now);
    if (status.workers === 0) throw new Error(status.message ?? 'No PDF worker is running.');
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

  /**
   * Enqueues the job in a free slot of its user (`pdfJobSlots`: a slot stays taken until its job has
   * completed or failed for good, which BullMQ's deduplication keeps atomically); a 429 when every
   * slot is taken, a 400 for a payload over PDF_JOB_DATA_MAX_BYTES (nothing is enqueued).
   */
  async enqueue(request: TravelHistoryPdfJob): Promise<void> {
    const job: TravelHistoryPdfJob = { ...request, ...currentCarrier() };
    const bytes = Buffer.byteLength(JSON.stringify(job));
    if (bytes > PDF_JOB_DATA_MAX_BYTES) {
      throw new AppError(
        'VALIDATION_FAILED',
        `This PDF export request is too large (${bytes} bytes; at most ${PDF_JOB_DATA_MAX_BYTES}). Shorten the names in your profile and try again.`,
      );
    }
    for (const slot of pdfJobSlots(job.userId)) {
      // A slot held by a job that exists is skipped without adding (which BullMQ would record as
      // a 'deduplicated' event); a holder that is gone (lost with Redis) is taken over by the add.
      const holder = await this.queue.getDeduplicationJobId(slot);
      if (holder !== null && (await this.queue.getJob(holder)) !== undefined) continue;
      const added = await this.queue.add(
        PdfRenderJobs.TravelHistory,
        job,
        pdfJobOptions(this.env, job.requestId, slot),
      );
      // Another request took the slot between the look and the add: BullMQ answers with its job.
      if (added.id === job.requestId) return;
    }
    throw new RateLimitedError({
      message: `You already have ${PDF_JOBS_PER_USER} PDF exports in progress. Please wait until they are ready, then try again.`,
      retryAfterSeconds: ALL_SLOTS_TAKEN_RETRY_AFTER_S,
    });
  }

  /** The payload of a PDF job that a worker is rendering now; a 404 for any other job. */
  async renderingJob(jobId: string): Promise<TravelHistoryPdfJob> {
    const job = await this.queue.getJob(jobId);
    if (job && (await job.getState()) === 'active') return job.data as TravelHistoryPdfJob;
    throw notFound(jobId);
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
