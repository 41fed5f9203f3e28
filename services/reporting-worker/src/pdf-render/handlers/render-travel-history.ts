import { Injectable, Logger } from '@nestjs/common';

import { type PdfRenderJobResult, type TravelHistoryPdfJob, pdfFileKey } from '@app/contracts';

import { BrowserPool } from '../../browser/browser-pool';
import { WorkerEnv } from '../../config/env.schema';
import { PdfStore } from '../../pdf-store/pdf-store';
import { ReportingClient } from '../../reporting-client/reporting-client';
import { htmlToPdf } from '../../render/html-to-pdf';
import {
  travelHistoryFooterHtml,
  travelHistoryHtml,
} from '../../templates/travel-history.template';
import { pdfTranslator } from '../../templates/pdf-translator';

/**
 * 'travel-history-pdf': asks the reporting service for the history of this job (the job carries
 * none), renders the report on a page of the warm browser and stores it once. A retry finds the
 * file an earlier attempt stored (a worker killed after storing, before BullMQ heard of it) and
 * renders nothing.
 */
@Injectable()
export class RenderTravelHistory {
  private readonly logger = new Logger('RenderTravelHistory');

  constructor(
    private readonly pool: BrowserPool,
    private readonly store: PdfStore,
    private readonly reporting: ReportingClient,
    private readonly env: WorkerEnv,
  ) {}

  async handle(job: TravelHistoryPdfJob): Promise<PdfRenderJobResult> {
    const key = pdfFileKey(this.env.REDIS_KEY_PREFIX, job.userId, job.requestId);
    const existing = await this.store.sizeOf(key);
    if (existing !== null) return { status: 'already-rendered', bytes: existing };
    const report = { ...job, ...(await this.reporting.pdfJobHistory(job.requestId)) };
    const translator = await pdfTranslator(job.language);
    const { pdf, blockedRequests } = await this.pool.withPage((page) =>
      htmlToPdf(page, travelHistoryHtml(report, translator), {
        footerHtml: travelHistoryFooterHtml(job, translator),
        timeoutMs: this.env.PDF_RENDER_TIMEOUT_MS,
      }),
    );
    if (blockedRequests.length > 0) {
      this.logger.warn(
        `Refused ${blockedRequests.length} request(s) while rendering ${job.requestId}`,
      );
    }
    const stored = await this.store.saveOnce(job.userId, key, pdf);
    return { status: stored ? 'rendered' : 'already-rendered', bytes: pdf.length };
  }
}
