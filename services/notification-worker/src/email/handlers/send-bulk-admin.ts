import { Injectable } from '@nestjs/common';

import {
  signUnsubscribeToken,
  UNSUBSCRIBE_PATH,
  type BulkAdminEmailJob,
  type EmailPreference,
} from '@app/contracts';

import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import { bulkAdminEmail } from '../../templates/bulk-admin.template';
import type { EmailJobResult } from '../email-job-result';
import { brandOf } from './brand';

/** The preference an admin e-mail's unsubscribe link switches off. */
export const BULK_EMAIL_PREFERENCE: EmailPreference = 'email_reminders';

/**
 * 'bulk-admin-email': the admin's sanitised HTML with a text part, and one-click unsubscribe
 * (RFC 8058): `List-Unsubscribe` with the signed https link and a mailto to support, and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 */
@Injectable()
export class SendBulkAdmin {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: WorkerEnv,
  ) {}

  async handle(jobId: string, data: BulkAdminEmailJob): Promise<EmailJobResult> {
    const token = signUnsubscribeToken(this.env.UNSUBSCRIBE_SECRET, {
      userId: data.userId,
      preference: BULK_EMAIL_PREFERENCE,
    });
    const unsubscribeUrl = `${this.env.publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
    const content = bulkAdminEmail(brandOf(this.env), {
      subject: data.subject,
      html: data.html,
      unsubscribeUrl,
    });
    const { messageId } = await this.mailer.send(jobId, {
      to: data.to,
      ...content,
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${this.env.SUPPORT_EMAIL}?subject=unsubscribe>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return { status: 'sent', messageId };
  }
}
