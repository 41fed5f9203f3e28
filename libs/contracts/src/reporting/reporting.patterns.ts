/**
 * RPC patterns served by the reporting service (gateway → reporting).
 *
 * @example
 * this.reporting.send(ReportingPatterns.AdminStats, {})
 */
export const ReportingPatterns = {
  /** void → AdminStatsDto */
  AdminStats: 'reporting.admin-stats.get',
  /** void → the admin user CSV (SPEC §9 columns) */
  AdminUsersCsv: 'reporting.admin-users-csv.generate',
  /** { userId } → the travel history CSV (SPEC §9 columns) */
  TravelCsv: 'reporting.travel-csv.generate',
  /** { userId } → a PDF request id; enqueues a 'travel-history-pdf' job */
  RequestTravelPdf: 'reporting.travel-pdf.request',
  /** { userId, requestId } → whether the PDF is pending, ready or failed */
  TravelPdfStatus: 'reporting.travel-pdf.get-status',
} as const;

export type ReportingPattern = (typeof ReportingPatterns)[keyof typeof ReportingPatterns];
