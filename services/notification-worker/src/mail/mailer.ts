import type { OnApplicationShutdown } from '@nestjs/common';
import type { Mail } from 'nodemailer';

import type { WorkerEnv } from '../config/env.schema';
import { messageIdFor } from './message-id';
import type { SentMarker } from './sent-marker';
import { classifySmtpError } from './smtp-errors';

/** One message to send: a recipient, the rendered content and any extra headers. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/**
 * Sends over the pooled SMTP transport, with the Message-ID derived from the job id, then marks
 * the job as sent (`SentMarker`). A permanent SMTP refusal becomes an `UnrecoverableError`; any
 * other failure is rethrown for BullMQ to retry.
 */
export class Mailer implements OnApplicationShutdown {
  constructor(
    private readonly transport: Mail,
    private readonly sent: SentMarker,
    private readonly env: WorkerEnv,
  ) {}

  async send(jobId: string, email: OutgoingEmail): Promise<{ messageId: string }> {
    const messageId = messageIdFor(jobId, this.env.mailDomain);
    try {
      await this.transport.sendMail({
        from: this.env.mailFrom,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers ?? {},
        messageId,
      });
    } catch (error) {
      throw classifySmtpError(error);
    }
    await this.sent.markSent(jobId);
    return { messageId };
  }

  /** Throws when the SMTP server cannot be reached or refuses the connection. */
  async verify(): Promise<void> {
    await this.transport.verify();
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
