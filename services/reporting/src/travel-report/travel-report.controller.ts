import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  PdfJobHistoryRpcRequest,
  type PdfRendererStatusDto,
  ReportingPatterns,
  TravelPdfStatusRpcRequest,
  TravelReportRpcRequest,
} from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';

import { PdfJobs } from '../pdf-jobs/pdf-jobs';
import { TravelReportService } from './travel-report.service';

@Controller()
export class TravelReportController {
  constructor(
    private readonly reports: TravelReportService,
    private readonly pdfJobs: PdfJobs,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @MessagePattern(ReportingPatterns.TravelCsv)
  csv(@Payload() request: TravelReportRpcRequest) {
    return this.reports.csv(request);
  }

  @MessagePattern(ReportingPatterns.RequestTravelPdf)
  requestPdf(@Payload() request: TravelReportRpcRequest) {
    return this.reports.requestPdf(request);
  }

  @MessagePattern(ReportingPatterns.TravelPdfStatus)
  pdfStatus(@Payload() request: TravelPdfStatusRpcRequest) {
    return this.reports.pdfStatus(request);
  }

  @MessagePattern(ReportingPatterns.PdfJobHistory)
  pdfJobHistory(@Payload() request: PdfJobHistoryRpcRequest) {
    return this.reports.pdfJobHistory(request);
  }

  @MessagePattern(ReportingPatterns.PdfRendererStatus)
  renderers(): Promise<PdfRendererStatusDto> {
    return this.pdfJobs.renderers(this.clock().getTime());
  }
}
