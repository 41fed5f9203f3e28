import { Injectable } from '@nestjs/common';

import type { PasswordChangedEmailJob } from '@app/contracts';

import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import { passwordChangedEmail } from '../../templates/account-security.template';
import type { EmailJobResult } from '../email-job-result';
import { brandOf } from './brand';

/** 'password-changed-email': the notice that the account's password was changed. */
@Injectable()
export class SendPasswordChanged {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: WorkerEnv,
  ) {}

  async handle(jobId: string, data: PasswordChangedEmailJob): Promise<EmailJobResult> {
    const content = passwordChangedEmail(brandOf(this.env), { username: data.username });
    const { messageId } = await this.mailer.send(jobId, { to: data.to, ...content });
    return { status: 'sent', messageId };
  }
}
