import { Injectable } from '@nestjs/common';

import type { ComplianceReminderEmailJob } from '@app/contracts';

import { complianceReminderEmail } from '../../templates/compliance-reminder.template';
import type { Brand, EmailContent } from '../../templates/email-layout';
import type { EmailTranslator } from '../../templates/email-translator';
import { SendUnsubscribableEmail } from './send-templated-email';

/**
 * 'compliance-reminder-email': a level change or a last-day reminder, rendered from the job alone,
 * with one-click unsubscribe from `email_reminders`.
 */
@Injectable()
export class SendComplianceReminder extends SendUnsubscribableEmail<ComplianceReminderEmailJob> {
  protected readonly preference = 'email_reminders';

  protected render(
    brand: Brand,
    t: EmailTranslator,
    data: ComplianceReminderEmailJob,
    unsubscribeUrl: string,
  ): EmailContent {
    return complianceReminderEmail(brand, t, { job: data, unsubscribeUrl });
  }
}
