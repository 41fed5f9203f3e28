import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import {
  type ReportFileDto,
  ReportingPatterns,
  TravellerChoiceDto,
  withTraveller,
  type TravelPdfJobDto,
  type TravelPdfStatusDto,
  type TravelReportRpcRequest,
} from '@app/contracts';
import type { Session } from '@app/sessions';

import { ServiceClient } from '../clients/service-client';
import { attachment } from '../http/attachment';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { CurrentSession, SessionGuard } from '../session/session.guard';
import { UserCache } from '../user/user-cache';
import { travelReportRequest } from './travel-report-request';

/** How long the SPA should wait before asking again for a PDF still rendering (seconds). */
const PDF_POLL_AFTER_SECONDS = 1;

/**
 * The signed-in traveller's travel history exports (SPEC §9): the CSV as a download, the PDF as a
 * job to poll (rendered by the reporting worker), then as a download. See docs/adr/0007.
 */
@Controller('api/reports')
@UseGuards(SessionGuard)
export class ReportsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly userCache: UserCache,
  ) {}

  /**
   * GET /api/reports/travel.csv?traveller_id= → the CSV file (UTF-8 with a BOM) of the traveller's
   * history (absent: the account holder's), named with the user's today.
   */
  @Get('travel.csv')
  async travelCsv(
    @CurrentSession() session: Session,
    @Query() { traveller_id }: TravellerChoiceDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.services.reporting<ReportFileDto>(
      ReportingPatterns.TravelCsv,
      await this.reportRequest(session, traveller_id),
    );
    return attachment(reply, file);
  }

  /**
   * POST /api/reports/travel-pdf { traveller_id? } → 202 { jobId }; 404 for another account's
   * traveller; 503 naming what to install without Chromium.
   */
  @Post('travel-pdf')
  @HttpCode(202)
  async requestTravelPdf(
    @CurrentSession() session: Session,
    @Body() { traveller_id }: TravellerChoiceDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<TravelPdfJobDto> {
    return this.services.reporting<TravelPdfJobDto>(
      ReportingPatterns.RequestTravelPdf,
      await this.reportRequest(session, traveller_id, acceptLanguage),
    );
  }

  /**
   * GET /api/reports/travel-pdf/{jobId} → 202 { jobId, status: 'pending' } while it renders, then
   * the PDF file; 404 for an unknown, expired or another user's job; 503 when rendering failed.
   */
  @Get('travel-pdf/:jobId')
  async travelPdf(
    @CurrentSession() session: Session,
    @Param('jobId', new UuidParamPipe('jobId')) jobId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | { jobId: string; status: 'pending' }> {
    const status = await this.services.reporting<TravelPdfStatusDto>(
      ReportingPatterns.TravelPdfStatus,
      { userId: session.userId, jobId },
    );
    if (status.status === 'ready') return attachment(reply, status.file);
    void reply.status(202).header('retry-after', String(PDF_POLL_AFTER_SECONDS));
    return { jobId: status.jobId, status: status.status };
  }

  /**
   * Who the report is for, in which language: the session's user (`travelReportRequest`) and the
   * traveller asked for (signed as `travellerId`; the travel service checks it is the user's).
   */
  private async reportRequest(
    session: Session,
    travellerId: string | undefined,
    acceptLanguage?: string,
  ): Promise<TravelReportRpcRequest> {
    return {
      ...(await travelReportRequest(this.userCache, session.userId, acceptLanguage)),
      ...withTraveller(travellerId),
    };
  }
}
