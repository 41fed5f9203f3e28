import { Injectable } from '@nestjs/common';

import type { WeeklySummaryEmailJob } from '@app/contracts';

import { weeklySummaryEmail } from '../../templates/weekly-summary.template';
import type { Brand, EmailContent } from '../../templates/email-layout';
import type { EmailTranslator } from '../../templates/email-translator';
import { SendUnsubscribableEmail } from './send-templated-email';

/**
 * 'weekly-summary-email': the Monday summary, rendered from the job alone, with one-click
 * unsubscribe from `weekly_summaries`.
 */
@Injectable()
export class SendWeeklySummary extends SendUnsubscribableEmail<WeeklySummaryEmailJob> {
  protected readonly preference = 'weekly_summaries';

  protected render(
    brand: Brand,
    t: EmailTranslator,
    data: WeeklySummaryEmailJob,
    unsubscribeUrl: string,
  ): EmailContent {
    return weeklySummaryEmail(brand, t, { job: data, unsubscribeUrl });
  }
}
