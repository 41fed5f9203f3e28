import { Injectable } from '@nestjs/common';

import type { WeeklySummaryEmailJob } from '@app/contracts';

import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import { weeklySummaryEmail } from '../../templates/weekly-summary.template';
import type { EmailJobResult } from '../email-job-result';
import { brandOf } from './brand';
import { unsubscribeLink } from './unsubscribe-link';

/**
 * 'weekly-summary-email': the Monday summary, rendered from the job alone, with one-click
 * unsubscribe from `weekly_summaries`.
 */
@Injectable()
export class SendWeeklySummary {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: WorkerEnv,
  ) {}

  async handle(jobId: string, data: WeeklySummaryEmailJob): Promise<EmailJobResult> {
    const unsubscribe = unsubscribeLink(this.env, data.userId, 'weekly_summaries');
    const content = weeklySummaryEmail(brandOf(this.env), {
      job: data,
      unsubscribeUrl: unsubscribe.url,
    });
    const { messageId } = await this.mailer.send(jobId, {
      to: data.to,
      ...content,
      headers: unsubscribe.headers,
    });
    return { status: 'sent', messageId };
  }
}
