import { Injectable, Logger } from '@nestjs/common';

import { hashResetToken, type PasswordResetEmailJob } from '@app/contracts';

import { AuthClient } from '../../auth/auth-client';
import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import { deriveResetToken } from '../../password-reset/reset-token';
import { passwordResetEmail } from '../../templates/password-reset.template';
import type { EmailJobResult } from '../email-job-result';
import { brandOf } from './brand';

/**
 * 'password-reset-email': derives the request's token (HMAC of the request id), attaches only its
 * SHA-256 to the request through auth, and e-mails the link when auth accepted it. A request that
 * expired, was used or holds another token gets no e-mail (the user can ask again). The token
 * lives only in this call and in the e-mail: never in the job, its result or a log line.
 */
@Injectable()
export class SendPasswordReset {
  private readonly logger = new Logger('SendPasswordReset');

  constructor(
    private readonly mailer: Mailer,
    private readonly auth: AuthClient,
    private readonly env: WorkerEnv,
  ) {}

  async handle(
    jobId: string,
    data: PasswordResetEmailJob,
    now: Date = new Date(),
  ): Promise<EmailJobResult> {
    if (Date.parse(data.expiresAt) <= now.getTime()) {
      this.logger.log(`Job ${jobId}: reset request ${data.requestId} expired; no e-mail sent`);
      return { status: 'skipped', reason: 'reset-request-expired' };
    }
    const token = deriveResetToken(this.env.RESET_TOKEN_SECRET, data.requestId);
    if (!(await this.auth.attachResetToken(data.requestId, hashResetToken(token)))) {
      this.logger.log(
        `Job ${jobId}: reset request ${data.requestId} is expired, used or holds another token; no e-mail sent`,
      );
      return { status: 'skipped', reason: 'reset-request-closed' };
    }
    const resetUrl = `${this.env.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const content = passwordResetEmail(brandOf(this.env), { username: data.username, resetUrl });
    const { messageId } = await this.mailer.send(jobId, { to: data.to, ...content });
    return { status: 'sent', messageId };
  }
}
