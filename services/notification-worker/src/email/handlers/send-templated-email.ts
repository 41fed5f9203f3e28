import { Injectable } from '@nestjs/common';

import type { EmailPreference } from '@app/contracts';
import type { LanguageCode } from '@app/i18n';

import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import type { Brand, EmailContent } from '../../templates/email-layout';
import { emailTranslator, type EmailTranslator } from '../../templates/email-translator';
import type { EmailJobResult } from '../email-job-result';
import { brandOf } from './brand';
import { sendWithUnsubscribe } from './unsubscribe-link';

/** Whom an e-mail goes to, and in which language (null or absent: English). */
interface LocalisedRecipient {
  to: string;
  language?: LanguageCode | null;
}

/**
 * Base of the handlers whose e-mail is rendered from the job alone: a subclass names its template
 * in `render`, which gets the job's language's messages (`data.language`, ADR 0032), and `handle`
 * sends the result to `data.to`.
 *
 * @example
 * class SendPasswordChanged extends SendTemplatedEmail<PasswordChangedEmailJob> {
 *   protected render(brand: Brand, t: EmailTranslator, data: PasswordChangedEmailJob): EmailContent {
 *     return passwordChangedEmail(brand, t, { username: data.username });
 *   }
 * }
 */
@Injectable()
export abstract class SendTemplatedEmail<Job extends LocalisedRecipient> {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: WorkerEnv,
  ) {}

  async handle(jobId: string, data: Job): Promise<EmailJobResult> {
    const content = this.render(brandOf(this.env), await emailTranslator(data.language), data);
    const { messageId } = await this.mailer.send(jobId, { to: data.to, ...content });
    return { status: 'sent', messageId };
  }

  protected abstract render(brand: Brand, t: EmailTranslator, data: Job): EmailContent;
}

/**
 * As `SendTemplatedEmail`, for a non-transactional e-mail: `render` receives the one-click
 * unsubscribe link that switches `preference` off, and the message carries its headers.
 */
@Injectable()
export abstract class SendUnsubscribableEmail<Job extends LocalisedRecipient & { userId: string }> {
  protected abstract readonly preference: EmailPreference;

  constructor(
    private readonly mailer: Mailer,
    private readonly env: WorkerEnv,
  ) {}

  async handle(jobId: string, data: Job): Promise<EmailJobResult> {
    const t = await emailTranslator(data.language);
    return sendWithUnsubscribe(this.mailer, this.env, jobId, data, this.preference, (url) =>
      this.render(brandOf(this.env), t, data, url),
    );
  }

  protected abstract render(
    brand: Brand,
    t: EmailTranslator,
    data: Job,
    unsubscribeUrl: string,
  ): EmailContent;
}
