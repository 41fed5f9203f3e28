import { Injectable } from '@nestjs/common';

import type { ComplianceReminderEmailJob } from '@app/contracts';

import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import { complianceReminderEmail } from '../../templates/compliance-reminder.template';
import type { EmailJobResult } from '../email-job-result';
import { brandOf } from './brand';
import { unsubscribeLink } from './unsubscribe-link';

/**
 * 'compliance-reminder-email': a level change or a last-day reminder, rendered from the job alone,
 * with one-click unsubscribe from `email_reminders`.
 */
@Injectable()
export class SendComplianceReminder {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: WorkerEnv,
  ) {}

  async handle(jobId: string, data: ComplianceReminderEmailJob): Promise<EmailJobResult> {
    const unsubscribe = unsubscribeLink(this.env, data.userId, 'email_reminders');
    const content = complianceReminderEmail(brandOf(this.env), {
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
