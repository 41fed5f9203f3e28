import { Injectable } from '@nestjs/common';

import {
  EMAIL_CHANGE_REQUESTED_TOPIC,
  EmailJobs,
  type EmailChangeRequestedEvent,
} from '@app/contracts';

import { eventPartJobId } from '../email-queue/email-job-ids';
import { EmailQueue } from '../email-queue/email-queue';
import { accountRecipient } from '../email-queue/email-recipient';

/**
 * `auth.email-change.requested.v1` → two e-mails: a notice to the address the account still has
 * ('email-change-notice-email') and the confirmation link to the new one
 * ('email-change-confirm-email', holding the request id, never a token).
 */
@Injectable()
export class EmailChangeRequestedHandler {
  readonly topic = EMAIL_CHANGE_REQUESTED_TOPIC;

  constructor(private readonly emails: EmailQueue) {}

  async handle(event: EmailChangeRequestedEvent): Promise<void> {
    const account = accountRecipient(event);
    await this.emails.addBulk([
      {
        name: EmailJobs.EmailChangeNotice,
        data: { ...account, newEmail: event.newEmail },
        jobId: eventPartJobId(event.eventId, 'notice'),
      },
      {
        name: EmailJobs.EmailChangeConfirm,
        data: {
          ...account,
          to: event.newEmail,
          requestId: event.requestId,
          expiresAt: event.expiresAt,
        },
        jobId: eventPartJobId(event.eventId, 'confirm'),
      },
    ]);
  }
}
