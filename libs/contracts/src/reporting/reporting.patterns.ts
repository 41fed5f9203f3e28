/**
 * RPC patterns served by the reporting service (gateway → reporting; PdfJobHistory: its PDF
 * worker → reporting).
 *
 * @example
 * this.reporting.send(ReportingPatterns.TravelCsv, request)
 */
export const ReportingPatterns = {
  /** AdminStatsRpcRequest → AdminStatsDto (from the admin read model). FORBIDDEN, VALIDATION_FAILED */
  AdminStats: 'reporting.admin-stats.get',
  /** AdminActorRpcRequest → AdminUserIdsDto (every user's id, for 'Select All'). FORBIDDEN */
  AdminUserIds: 'reporting.admin-user-ids.list',
  /** AdminUsersCsvRpcRequest → ReportFileDto (the admin user CSV, SPEC §9 columns). FORBIDDEN */
  AdminUsersCsv: 'reporting.admin-users-csv.generate',
  /** AdminRecordActionRpcRequest → OkResult (one audit log line). FORBIDDEN */
  AdminRecordAction: 'reporting.admin-actions.record',
  /** TravelReportRpcRequest → ReportFileDto (the travel history CSV, SPEC §9 columns) */
  TravelCsv: 'reporting.travel-csv.generate',
  /**
   * TravelReportRpcRequest → TravelPdfJobDto; enqueues a 'travel-history-pdf' job.
   * SERVICE_UNAVAILABLE (503) when no PDF worker runs or Chromium is missing.
   */
  RequestTravelPdf: 'reporting.travel-pdf.request',
  /**
   * TravelPdfStatusRpcRequest → TravelPdfStatusDto (pending, or ready with the file).
   * NOT_FOUND for an unknown, expired or another user's job; SERVICE_UNAVAILABLE when it failed.
   */
  TravelPdfStatus: 'reporting.travel-pdf.get-status',
  /** void → PdfRendererStatusDto (the PDF workers and their Chromium, for /health/ready) */
  PdfRendererStatus: 'reporting.pdf-renderer.get-status',
  /**
   * PdfJobHistoryRpcRequest → TravelHistoryDto (PDF worker → reporting): the rows and figures of a
   * 'travel-history-pdf' job the worker is rendering, read from the travel service now.
   * NOT_FOUND unless that job exists and is being rendered.
   */
  PdfJobHistory: 'reporting.pdf-job-history.get',
} as const;

export type ReportingPattern = (typeof ReportingPatterns)[keyof typeof ReportingPatterns];
