import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';

import {
  type PdfJobHistoryRpcRequest,
  type ReportFileDto,
  travelHistoryFileName,
  type TravelHistoryDto,
  type TravelPdfJobDto,
  type TravelPdfStatusDto,
  type TravelPdfStatusRpcRequest,
  type TravelReportRpcRequest,
  withTraveller,
} from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';

import { ReportingEnv } from '../config/env.schema';
import { PdfJobs } from '../pdf-jobs/pdf-jobs';
import { TravelClient } from '../travel-client/travel-client';
import { generatedFor, reportDateOf } from './report-subject';
import { travelHistoryCsv } from './travel-csv';
import { buildTravelHistory } from './travel-history';

/**
 * The travel history exports of SPEC §9 for the signed-in user: the CSV straight away, the PDF
 * through a `travel-history-pdf` job that reporting-worker renders. The job carries no history:
 * the worker asks for it (`pdfJobHistory`) while it renders the job.
 */
@Injectable()
export class TravelReportService {
  constructor(
    private readonly travel: TravelClient,
    private readonly pdfJobs: PdfJobs,
    private readonly env: ReportingEnv,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async csv(request: TravelReportRpcRequest): Promise<ReportFileDto> {
    const reportDate = reportDateOf(this.clock(), request.timezone);
    const { entries, periods } = await this.travel.history(request.userId, request.travellerId);
    return {
      file_name: travelHistoryFileName(reportDate, 'csv'),
      content_type: 'text/csv; charset=utf-8',
      content: travelHistoryCsv(buildTravelHistory(entries, reportDate, periods).rows),
      encoding: 'utf8',
    };
  }

  /**
   * Checks that a worker can render (else 503), counts the request (429 past the limit per minute),
   * enqueues in a free job slot of the user (429 when every one is taken).
   */
  async requestPdf(request: TravelReportRpcRequest): Promise<TravelPdfJobDto> {
    const now = this.clock();
    // Another account's traveller is refused (404) before anything is counted or queued.
    const travellerName = await this.travellerNameOf(request);
    await this.pdfJobs.assertRenderable(now.getTime());
    await this.pdfJobs.countRequest(request.userId, now.getTime());
    const reportDate = reportDateOf(now, request.timezone);
    const requestId = randomUUID();
    await this.pdfJobs.enqueue({
      requestId,
      userId: request.userId,
      ...withTraveller(request.travellerId),
      ...(travellerName === undefined ? {} : { travellerName }),
      productName: this.env.PRODUCT_NAME,
      generatedFor: generatedFor(request),
      reportDate,
      fileName: travelHistoryFileName(reportDate, 'pdf'),
      language: request.language,
    });
    return { jobId: requestId };
  }

  /**
   * The name the report gives its traveller: the travel service's record of the user's traveller
   * (404 for one that is not the user's), none for the account holder (asked for or not), whose
   * report stays SPEC's.
   */
  private async travellerNameOf({
    userId,
    travellerId,
  }: TravelReportRpcRequest): Promise<string | undefined> {
    if (travellerId === undefined) return undefined;
    const traveller = await this.travel.traveller(userId, travellerId);
    return traveller.is_account_holder ? undefined : traveller.name;
  }

  /**
   * For the PDF worker: the rows and figures of the job it is rendering (404 for a job that is not
   * being rendered), from the user's records as they are now, as of the job's report date.
   */
  async pdfJobHistory({ jobId }: PdfJobHistoryRpcRequest): Promise<TravelHistoryDto> {
    const job = await this.pdfJobs.renderingJob(jobId);
    const { entries, periods } = await this.travel.history(job.userId, job.travellerId);
    return buildTravelHistory(entries, job.reportDate, periods);
  }

  pdfStatus(request: TravelPdfStatusRpcRequest): Promise<TravelPdfStatusDto> {
    return this.pdfJobs.status(request.userId, request.jobId);
  }
}
