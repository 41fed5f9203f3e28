/**
 * The BullMQ queue of server-side PDF rendering. The reporting service enqueues one job per
 * request with the rows already computed (through schengen-rules), so the worker only renders;
 * reporting-worker stores the file under `requestId`.
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

export interface TravelHistoryPdfJob {
  /** Identifies the request; also the job id and the stored file's key. */
  requestId: string;
  userId: string;
  /** The 'generated for' line: the user's name, or username. */
  generatedFor: string;
  /** YYYY-MM-DD: the report date, the user's today. */
  reportDate: string;
  /** Newest first, as the Travel History tab lists them. */
  rows: TravelHistoryRow[];
}

/** The payload type of each pdf-render job. */
export interface PdfRenderJobPayloads {
  'travel-history-pdf': TravelHistoryPdfJob;
}
