import { Injectable } from '@nestjs/common';

import type { EmailPreference } from '@app/contracts';

import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import type { Brand, EmailContent } from '../../templates/email-layout';
import type { EmailJobResult } from '../email-job-result';
import { brandOf } from './brand';
import { sendWithUnsubscribe } from './unsubscribe-link';

/**
 * Base of the handlers whose e-mail is rendered from the job alone: a subclass names its template
 * in `render`, and `handle` sends the result to `data.to`.
 *
 * @example
 * class SendPasswordChanged extends SendTemplatedEmail<PasswordChangedEmailJob> {
 *   protected render(brand: Brand, data: PasswordChangedEmailJob): EmailContent {
 *     return passwordChangedEmail(brand, { username: data.username });
 *   }
 * }
 */
@Injectable()
export abstract class SendTemplatedEmail<Job extends { to: string }> {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: WorkerEnv,
  ) {}

  async handle(jobId: string, data: Job): Promise<EmailJobResult> {
    const content = this.render(brandOf(this.env), data);
    const { messageId } = await this.mailer.send(jobId, { to: data.to, ...content });
    return { status: 'sent', messageId };
  }

  protected abstract render(brand: Brand, data: Job): EmailContent;
}

/**
 * As `SendTemplatedEmail`, for a non-transactional e-mail: `render` receives the one-click
 * unsubscribe link that switches `preference` off, and the message carries its headers.
 */
@Injectable()
export abstract class SendUnsubscribableEmail<Job extends { to: string; userId: string }> {
  protected abstract readonly preference: EmailPreference;

  constructor(
    private readonly mailer: Mailer,
    private readonly env: WorkerEnv,
  ) {}

  handle(jobId: string, data: Job): Promise<EmailJobResult> {
    return sendWithUnsubscribe(this.mailer, this.env, jobId, data, this.preference, (url) =>
      this.render(brandOf(this.env), data, url),
    );
  }

  protected abstract render(brand: Brand, data: Job, unsubscribeUrl: string): EmailContent;
}
