import { ReportingPatterns, type TravelHistoryDto } from '@app/contracts';
import { RpcServiceClient } from '@app/nest-core';

/**
 * The worker's one call to the reporting service (TCP at REPORTING_SERVICE_HOST:PORT): the history
 * of the job it is rendering. Jobs carry none (docs/security.md, "Abuse limits").
 */
export class ReportingClient extends RpcServiceClient {
  protected readonly service = 'reporting';

  /**
   * The rows and figures of job `jobId`, which this worker is rendering. Throws when reporting
   * cannot be reached or answers otherwise, so the job is retried.
   */
  pdfJobHistory(jobId: string): Promise<TravelHistoryDto> {
    return this.send<TravelHistoryDto>(ReportingPatterns.PdfJobHistory, { jobId });
  }
}
