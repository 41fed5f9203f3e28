import type { OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';

import { ReportingPatterns, type TravelHistoryDto } from '@app/contracts';
import { type RpcSigner, sendRpc } from '@app/nest-core';

/**
 * The worker's one call to the reporting service (TCP at REPORTING_SERVICE_HOST:PORT): the history
 * of the job it is rendering. Jobs carry none (docs/security.md, "Abuse limits").
 */
export class ReportingClient implements OnApplicationShutdown {
  constructor(
    private readonly client: ClientProxy,
    private readonly signer: RpcSigner,
    private readonly timeoutMs: number,
  ) {}

  /**
   * The rows and figures of job `jobId`, which this worker is rendering. Throws when reporting
   * cannot be reached or answers otherwise, so the job is retried.
   */
  pdfJobHistory(jobId: string): Promise<TravelHistoryDto> {
    return sendRpc<TravelHistoryDto>(
      this.client,
      this.signer,
      'reporting',
      ReportingPatterns.PdfJobHistory,
      { jobId },
      this.timeoutMs,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
