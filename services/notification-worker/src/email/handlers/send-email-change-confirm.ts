import { Injectable, Logger } from '@nestjs/common';

import { hashResetToken, type EmailChangeConfirmEmailJob } from '@app/contracts';

import { AuthClient } from '../../auth/auth-client';
import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import { deriveEmailChangeToken } from '../../password-reset/reset-token';
import { emailChangeConfirmEmail } from '../../templates/account-security.template';
import type { EmailJobResult } from '../email-job-result';
import { brandOf } from './brand';

/**
 * 'email-change-confirm-email': as 'password-reset-email', derives the change's token (HMAC of the
 * request id), attaches only its SHA-256 through auth, and e-mails the link to the new address
 * when auth accepted it. A change that expired, was confirmed or was replaced gets no e-mail. The
 * token lives only in this call and in the e-mail.
 */
@Injectable()
export class SendEmailChangeConfirm {
  private readonly logger = new Logger('SendEmailChangeConfirm');

  constructor(
    private readonly mailer: Mailer,
    private readonly auth: AuthClient,
    private readonly env: WorkerEnv,
  ) {}

  async handle(
    jobId: string,
    data: EmailChangeConfirmEmailJob,
    now: Date = new Date(),
  ): Promise<EmailJobResult> {
    if (Date.parse(data.expiresAt) <= now.getTime()) {
      this.logger.log(`Job ${jobId}: e-mail change ${data.requestId} expired; no e-mail sent`);
      return { status: 'skipped', reason: 'email-change-expired' };
    }
    const token = deriveEmailChangeToken(this.env.RESET_TOKEN_SECRET, data.requestId);
    if (!(await this.auth.attachEmailChangeToken(data.requestId, hashResetToken(token)))) {
      this.logger.log(
        `Job ${jobId}: e-mail change ${data.requestId} is expired, confirmed or replaced; no e-mail sent`,
      );
      return { status: 'skipped', reason: 'email-change-closed' };
    }
    const confirmUrl = `${this.env.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    const content = emailChangeConfirmEmail(brandOf(this.env), {
      username: data.username,
      confirmUrl,
    });
    const { messageId } = await this.mailer.send(jobId, { to: data.to, ...content });
    return { status: 'sent', messageId };
  }
}
