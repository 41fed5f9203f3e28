import { Injectable } from '@nestjs/common';

import {
  EmailJobs,
  PASSWORD_RESET_REQUESTED_TOPIC,
  type PasswordResetRequestedEvent,
} from '@app/contracts';

import { eventJobId } from '../email-queue/email-job-ids';
import { EmailQueue } from '../email-queue/email-queue';
import { accountRecipient } from '../email-queue/email-recipient';

/**
 * `auth.password-reset.requested.v1` → one 'password-reset-email'. The job holds the request id,
 * never a token: the worker derives the token and attaches its hash to the request.
 */
@Injectable()
export class PasswordResetRequestedHandler {
  readonly topic = PASSWORD_RESET_REQUESTED_TOPIC;

  constructor(private readonly emails: EmailQueue) {}

  async handle(event: PasswordResetRequestedEvent): Promise<void> {
    await this.emails.add({
      name: EmailJobs.PasswordReset,
      data: {
        ...accountRecipient(event),
        requestId: event.requestId,
        expiresAt: event.expiresAt,
      },
      jobId: eventJobId(event.eventId),
    });
  }
}
