import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  NotFoundError,
  PdfJobHistoryRpcRequest,
  ReportingPatterns,
  type TravelHistoryDto,
} from '@app/contracts';
import { startFakeRpcService } from '@app/testing';

/**
 * What the fake reporting service knows: the history of each job the test enqueued (the real
 * service reads it from the travel service for a job being rendered), and every call it got.
 */
export class FakeJobHistories {
  readonly calls: string[] = [];
  private readonly histories = new Map<string, TravelHistoryDto>();

  set(jobId: string, history: TravelHistoryDto): void {
    this.histories.set(jobId, history);
  }

  historyOf(jobId: string): TravelHistoryDto {
    this.calls.push(jobId);
    const history = this.histories.get(jobId);
    if (!history) throw new NotFoundError('PDF job', jobId);
    return history;
  }
}

/** Starts a TCP microservice answering `ReportingPatterns.PdfJobHistory` from `histories`. */
export async function startFakeReportingService(
  port: number,
  histories: FakeJobHistories,
): Promise<INestMicroservice> {
  @Controller()
  class FakePdfJobHistoryController {
    @MessagePattern(ReportingPatterns.PdfJobHistory)
    history(@Payload() request: PdfJobHistoryRpcRequest): TravelHistoryDto {
      return histories.historyOf(request.jobId);
    }
  }

  @Module({ controllers: [FakePdfJobHistoryController] })
  class FakeReportingModule {}

  return startFakeRpcService(FakeReportingModule, port, 'reporting');
}
