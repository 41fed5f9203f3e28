import { Injectable } from '@nestjs/common';

import type { EmailChangeNoticeEmailJob } from '@app/contracts';

import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import { emailChangeNoticeEmail } from '../../templates/account-security.template';
import type { EmailJobResult } from '../email-job-result';
import { brandOf } from './brand';

/** 'email-change-notice-email': to the account's address, the notice of a change asked for. */
@Injectable()
export class SendEmailChangeNotice {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: WorkerEnv,
  ) {}

  async handle(jobId: string, data: EmailChangeNoticeEmailJob): Promise<EmailJobResult> {
    const content = emailChangeNoticeEmail(brandOf(this.env), {
      username: data.username,
      newEmail: data.newEmail,
    });
    const { messageId } = await this.mailer.send(jobId, { to: data.to, ...content });
    return { status: 'sent', messageId };
  }
}
