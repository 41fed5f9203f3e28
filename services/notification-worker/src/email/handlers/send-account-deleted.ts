import { Injectable } from '@nestjs/common';

import type { AccountDeletedEmailJob } from '@app/contracts';

import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import { accountDeletedEmail } from '../../templates/account-deleted.template';
import type { EmailJobResult } from '../email-job-result';
import { brandOf } from './brand';

/** 'account-deleted-email': the confirmation that the account and its data are gone. */
@Injectable()
export class SendAccountDeleted {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: WorkerEnv,
  ) {}

  async handle(jobId: string, data: AccountDeletedEmailJob): Promise<EmailJobResult> {
    const content = accountDeletedEmail(brandOf(this.env), {
      username: data.username,
      deletedBy: data.deletedBy,
    });
    const { messageId } = await this.mailer.send(jobId, { to: data.to, ...content });
    return { status: 'sent', messageId };
  }
}
