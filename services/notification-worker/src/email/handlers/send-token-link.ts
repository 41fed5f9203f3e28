import { Logger } from '@nestjs/common';

import { hashResetToken } from '@app/contracts';
import type { LanguageCode } from '@app/i18n';

import type { WorkerEnv } from '../../config/env.schema';
import type { Mailer } from '../../mail/mailer';
import type { EmailContent } from '../../templates/email-layout';
import { emailTranslator, type EmailTranslator } from '../../templates/email-translator';
import type { EmailJobResult } from '../email-job-result';

type SkipReason = Extract<EmailJobResult, { status: 'skipped' }>['reason'];

/** What tells one single-use link e-mail (password reset, e-mail change) from the other. */
export interface TokenLinkKind {
  /** The handler's logger context, e.g. 'SendPasswordReset'. */
  loggerName: string;
  /** How log lines name the request, e.g. 'reset request'. */
  request: string;
  /** Why auth may refuse the token, for the log line, e.g. 'expired, used or holds another token'. */
  closedAs: string;
  expiredReason: SkipReason;
  closedReason: SkipReason;
  /** The raw token of a request id (`reset-token.ts`). */
  deriveToken(secret: string, requestId: string): string;
  /** Stores the token's hash on the request through auth; false when auth refused it. */
  attach(requestId: string, tokenHash: string): Promise<boolean>;
  /** The SPA page the link opens, e.g. '/reset-password'. */
  path: string;
  render(t: EmailTranslator, username: string, url: string): EmailContent;
}

/** The job fields every single-use link e-mail carries. */
export interface TokenLinkJob {
  to: string;
  username: string;
  requestId: string;
  expiresAt: string;
  /** The e-mail's language (null or absent: English). */
  language?: LanguageCode | null;
}

/**
 * Base of the single-use link e-mails: derives a request's token (HMAC of the request id),
 * attaches only its SHA-256 through auth, and e-mails the link when auth accepted it. A request
 * that expired or that auth refuses gets no e-mail. The token lives only in this call and in the
 * e-mail: never in the job, its result or a log line.
 *
 * @example
 * class SendPasswordReset extends SendTokenLink<PasswordResetEmailJob> {
 *   constructor(mailer: Mailer, auth: AuthClient, env: WorkerEnv) {
 *     super(mailer, env, { request: 'reset request', … });
 *   }
 * }
 */
export abstract class SendTokenLink<Job extends TokenLinkJob> {
  private readonly logger: Logger;

  protected constructor(
    private readonly mailer: Mailer,
    private readonly env: WorkerEnv,
    private readonly kind: TokenLinkKind,
  ) {
    this.logger = new Logger(kind.loggerName);
  }

  async handle(jobId: string, data: Job, now: Date = new Date()): Promise<EmailJobResult> {
    const { kind } = this;
    if (Date.parse(data.expiresAt) <= now.getTime()) {
      this.logger.log(`Job ${jobId}: ${kind.request} ${data.requestId} expired; no e-mail sent`);
      return { status: 'skipped', reason: kind.expiredReason };
    }
    const token = kind.deriveToken(this.env.RESET_TOKEN_SECRET, data.requestId);
    if (!(await kind.attach(data.requestId, hashResetToken(token)))) {
      this.logger.log(
        `Job ${jobId}: ${kind.request} ${data.requestId} is ${kind.closedAs}; no e-mail sent`,
      );
      return { status: 'skipped', reason: kind.closedReason };
    }
    const url = `${this.env.publicUrl}${kind.path}?token=${encodeURIComponent(token)}`;
    const content = kind.render(await emailTranslator(data.language), data.username, url);
    const { messageId } = await this.mailer.send(jobId, { to: data.to, ...content });
    return { status: 'sent', messageId };
  }
}
