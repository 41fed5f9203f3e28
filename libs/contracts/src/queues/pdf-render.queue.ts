/**
 * The BullMQ queue of server-side PDF rendering. The reporting service enqueues one job per
 * request with every figure already computed (through schengen-rules), so the worker only renders;
 * reporting-worker stores the file under `pdfFileKey(…)` and the service serves it from there.
 *
 * Both sides open the queue with `prefix: bullPrefix(REDIS_KEY_PREFIX)` (see email.queue.ts).
 *
 * @example
 * await pdfQueue.add(PdfRenderJobs.TravelHistory, payload, { jobId: payload.requestId });
 */
export const PDF_RENDER_QUEUE = 'pdf-render';

export const PdfRenderJobs = {
  TravelHistory: 'travel-history-pdf',
} as const;

export type PdfRenderJobName = (typeof PdfRenderJobs)[keyof typeof PdfRenderJobs];

/** One visit row, with the columns of the travel history export (SPEC §9). */
export interface TravelHistoryRow {
  /** Null prints as 'Not specified'. */
  country: string | null;
  notes: string | null;
  /** YYYY-MM-DD */
  entryDate: string;
  /** YYYY-MM-DD, or null for an ongoing visit (prints as 'Ongoing'). */
  exitDate: string | null;
  days: number;
}

/** The 90/180 figures as of the report date (beyond SPEC's PDF, computed by schengen-rules). */
export interface TravelHistorySummary {
  totalVisits: number;
  /** Days present in the 180-day window ending on the report date. */
  daysUsed: number;
  daysLeft: number;
  /** Whether the report date falls within a visit. */
  isInside: boolean;
  /**
   * The last day the traveller may stay: on the visit that covers the report date when inside,
   * else on a stay that would start on the report date; null when not even one day is allowed.
   */
  lastDayToStay: string | null;
}

/** Days used on each of the 180 days ending on the report date (the chart). */
export interface TravelHistoryUsage {
  /** YYYY-MM-DD of the first value. */
  from: string;
  /** One value a day, `from` to the report date. */
  daysUsed: number[];
}

export interface TravelHistoryPdfJob {
  /** Identifies the request; also the job id and the stored file's key. */
  requestId: string;
  userId: string;
  /** The product name of the title (PRODUCT_NAME). */
  productName: string;
  /** The 'generated for' line: the user's name, or username. */
  generatedFor: string;
  /** YYYY-MM-DD: the report date, the user's today. */
  reportDate: string;
  /** The download's file name. */
  fileName: string;
  /** Newest first, as the Travel History tab lists them. */
  rows: TravelHistoryRow[];
  summary: TravelHistorySummary;
  usage: TravelHistoryUsage;
}

/** The payload type of each pdf-render job, for typed producers and processors. */
export interface PdfRenderJobPayloads {
  'travel-history-pdf': TravelHistoryPdfJob;
}

/** What a finished pdf-render job returns (kept with the completed job). */
export interface PdfRenderJobResult {
  /** 'rendered' by this attempt, or 'already-rendered' by an earlier one (a retry after a crash). */
  status: 'rendered' | 'already-rendered';
  bytes: number;
}

/**
 * The Redis key of a rendered PDF: the owner's id in it, so that a job id alone never reaches
 * another user's file.
 *
 * @example
 * pdfFileKey('', userId, requestId) // → 'reporting:pdf:<userId>:<requestId>'
 */
export function pdfFileKey(redisKeyPrefix: string, userId: string, requestId: string): string {
  return `${redisKeyPrefix}reporting:pdf:${userId}:${requestId}`;
}

/**
 * The Redis hash where each PDF worker reports itself and its Chromium every few seconds
 * (field: the worker's instance id; value: JSON `PdfWorkerHeartbeat`).
 */
export function pdfWorkersKey(redisKeyPrefix: string): string {
  return `${redisKeyPrefix}reporting:pdf-workers`;
}

/** One PDF worker's report of itself. */
export interface PdfWorkerHeartbeat {
  /** Epoch milliseconds of the report. */
  at: number;
  chromium: boolean;
  /** Why Chromium is not available (naming what to install), else null. */
  message: string | null;
}

/** A heartbeat older than this (ms) means the worker is gone. */
export const PDF_WORKER_HEARTBEAT_TTL_MS = 15_000;
