import type { LanguageCode } from '@app/i18n';

/**
 * The BullMQ queue of server-side PDF rendering. The reporting service enqueues one small job per
 * request: who, the report date and the file name, never the history (a user's records would put
 * up to hundreds of kilobytes into Redis per request). The worker asks reporting for the rows and
 * figures of the job it is rendering (`ReportingPatterns.PdfJobHistory`, computed through
 * schengen-rules), renders, stores the file under `pdfFileKey(…)`, and the service serves it.
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
  /**
   * Days of the visit that do not count towards the 90 (Cyprus, Ireland, a state before it
   * applied the Schengen rules in full, a residence permit or long-stay visa; ADR 0033, 0036).
   */
  notCountedDays: number;
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

/** What a travel history report shows of the user's records, as of its report date. */
export interface TravelHistoryDto {
  /** Newest first, as the Travel History tab lists them. */
  rows: TravelHistoryRow[];
  summary: TravelHistorySummary;
  usage: TravelHistoryUsage;
}

/** A 'travel-history-pdf' job's payload: small and bounded (`PDF_JOB_DATA_MAX_BYTES`). */
export interface TravelHistoryPdfJob {
  /** Identifies the request; also the job id and the stored file's key. */
  requestId: string;
  userId: string;
  /** The traveller whose history it is (absent: the account holder's; ADR 0034). */
  travellerId?: string;
  /**
   * The name of that traveller when it is not the account holder (the travel service's record,
   * read when the PDF was requested): the report says whose travels it shows. Absent for the
   * account holder, whose report is SPEC's.
   */
  travellerName?: string;
  /** The product name of the title (PRODUCT_NAME). */
  productName: string;
  /** The 'generated for' line: the user's name, or username. */
  generatedFor: string;
  /** YYYY-MM-DD: the report date, the user's today. */
  reportDate: string;
  /** The download's file name. */
  fileName: string;
  /** The report's language (the profile's choice, else the browser's); absent is English. */
  language?: LanguageCode;
}

/** What the PDF template prints: the job and the history the worker read for it. */
export type TravelHistoryReport = TravelHistoryPdfJob & TravelHistoryDto;

/**
 * The most bytes a PDF job's payload may take as JSON. The largest real one (names, the traveller's
 * included, of the longest allowed length, every character JSON-escaped) takes about 2.4 kB; the
 * history never goes in.
 */
export const PDF_JOB_DATA_MAX_BYTES = 4_096;

/**
 * PDF exports one user may have queued or rendering at once; another request is refused (429)
 * until one of them has finished. Also how many finished files a user keeps (`pdfFilesKey`).
 */
export const PDF_JOBS_PER_USER = 2;

/**
 * The deduplication ids (BullMQ) of a user's PDF job slots: a job holds one of them until it has
 * completed or failed for good, so at most `PDF_JOBS_PER_USER` of the user's jobs are open.
 *
 * @example
 * pdfJobSlots('u1') // → ['pdf:u1:1', 'pdf:u1:2']
 */
export function pdfJobSlots(userId: string): string[] {
  return Array.from({ length: PDF_JOBS_PER_USER }, (_, index) => `pdf:${userId}:${index + 1}`);
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
 * The Redis list of a user's stored PDF files, newest first: the worker keeps the newest
 * `PDF_JOBS_PER_USER` and deletes older ones, so a user's finished files stay bounded however many
 * exports they ask for within a file's lifetime.
 *
 * @example
 * pdfFilesKey('', userId) // → 'reporting:pdf-files:<userId>'
 */
export function pdfFilesKey(redisKeyPrefix: string, userId: string): string {
  return `${redisKeyPrefix}reporting:pdf-files:${userId}`;
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
