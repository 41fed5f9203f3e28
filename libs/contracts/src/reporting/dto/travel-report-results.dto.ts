/** A generated file as the reporting service answers it (the gateway sends it as an attachment). */
export interface ReportFileDto {
  /** e.g. 'schengen-travel-history-2026-11-22.csv' */
  file_name: string;
  /** MIME type with its charset, e.g. 'text/csv; charset=utf-8'. */
  content_type: string;
  /** The file: text for a CSV (UTF-8 with a BOM), base64 for a PDF (see `encoding`). */
  content: string;
  encoding: 'utf8' | 'base64';
}

/** POST /api/reports/travel-pdf: the id to poll (`GET /api/reports/travel-pdf/{jobId}`). */
export interface TravelPdfJobDto {
  jobId: string;
}

/**
 * `ReportingPatterns.TravelPdfStatus`: still queued or rendering, or ready with the file. A job
 * that failed for good is a SERVICE_UNAVAILABLE error, an unknown one NOT_FOUND.
 */
export type TravelPdfStatusDto =
  { jobId: string; status: 'pending' } | { jobId: string; status: 'ready'; file: ReportFileDto };

/** `ReportingPatterns.PdfRendererStatus`: whether a PDF worker with a working Chromium runs. */
export interface PdfRendererStatusDto {
  /** PDF workers that reported in the last few seconds. */
  workers: number;
  /** At least one of them has Chromium running. */
  chromium: boolean;
  /** Why not, naming what to install or set; null when available. */
  message: string | null;
}
